import {render, screen, within} from '@testing-library/react';
import ProblemFacts from '@site/src/components/blocks/ProblemFacts';
import ProblemTreatments from '@site/src/components/blocks/ProblemTreatments';
import WhenToGetHelp from '@site/src/components/blocks/WhenToGetHelp';
import FirstAid from '@site/src/components/blocks/FirstAid';
import FirstAidNow from '@site/src/components/blocks/FirstAidNow';
import {clinic} from '@site/src/data/clinic';
import {getBeforeAfter} from '@site/src/data/illustrations';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {firstAid, firstAidNow, getFirstAid, signs, signsFor} from '@site/src/data/triage';
import {formatRupees} from '@site/src/lib/money';
import {formatPhone} from '@site/src/lib/phone';
import {expectHospitalSigns} from '../helpers/hospitalSigns';

describe('ProblemFacts', () => {
  it('shows the summary and emits MedicalCondition and BreadcrumbList JSON-LD', () => {
    const {container} = render(<ProblemFacts id="tooth-infection" />);
    expect(screen.getByText(getProblem('tooth-infection').summary)).toBeInTheDocument();
    const data = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')!.textContent!,
    );
    expect(data.map((d: {'@type': string}) => d['@type'])).toEqual([
      'MedicalCondition',
      'BreadcrumbList',
    ]);
    expect(data[0].possibleTreatment.map((t: {name: string}) => t.name)).toEqual(
      getProblem('tooth-infection').treatments.map((id) => getTreatment(id).name),
    );
    expect(data[1].itemListElement.at(-1).item).toBe(
      `${clinic.url}/dental-problem/tooth-infection`,
    );
  });

  it('is a header band with the urgent signs, the emergency call, booking and a picture of the problem', () => {
    render(<ProblemFacts id="tooth-pain" />);
    const band = screen.getByRole('complementary', {name: 'Toothache at a glance'});
    expect(band).toHaveTextContent(
      'A broken tooth with pink or red showing, or sharp pain from a broken tooth; swelling of the gum, face or jaw; a fever with toothache or with a swollen face; or pain that painkillers do not control, or that keeps you awake.',
    );
    expect(within(band).getByRole('link', {name: 'When to get help'})).toHaveAttribute(
      'href',
      '#when-to-get-help',
    );
    expect(within(band).getByText('In severe pain or swelling?')).toBeInTheDocument();
    expect(
      within(band).getByRole('link', {name: (n) => n.includes(formatPhone(clinic.emergencyPhone))}),
    ).toHaveAttribute('href', `tel:${clinic.emergencyPhone}`);
    expect(band).toHaveTextContent(`answered ${clinic.emergencyLineAnswered.when}`);
    // The hospital signs come first: before the emergency call and before the call-now signs.
    expectHospitalSigns(
      band,
      within(band).getByRole('link', {name: (n) => n.includes(formatPhone(clinic.emergencyPhone))}),
    );
    expectHospitalSigns(band, within(band).getByText('Urgent if you have'));
    expect(within(band).getByRole('link', {name: 'Book an appointment'})).toHaveAttribute(
      'href',
      '/contact',
    );
    // The first treatment with a drawing is fillings: its "before" shows the cavity.
    expect(within(band).getByRole('img')).toHaveAttribute(
      'src',
      getBeforeAfter('fillings').before.src,
    );
  });
});

describe('WhenToGetHelp', () => {
  const card = (container: HTMLElement, level: string) =>
    container.querySelector<HTMLElement>(`[data-level="${level}"]`)!;

  it('shows a problem’s signs at their levels, with the hospital signs every page shows', () => {
    const {container} = render(<WhenToGetHelp problem="tooth-infection" />);
    const shown = signsFor(getProblem('tooth-infection').signs);
    for (const sign of shown) {
      expect(card(container, sign.level)).toHaveTextContent(sign.text);
    }
    expect(card(container, 'hospital')).toHaveTextContent(
      'Go to a hospital emergency department now, or call 108 or 112, if you have:',
    );
    expect(within(card(container, 'hospital')).getByRole('link', {name: '108'})).toHaveAttribute(
      'href',
      'tel:108',
    );
    expect(container).not.toHaveTextContent('after sedation');
    const call = within(card(container, 'emergency-line')).getByRole('link', {
      name: 'Call the emergency line +91 98765 43200',
    });
    expect(call).toHaveAttribute('href', 'tel:+919876543200');
    expect(call).toHaveClass('button', 'button--emergency');
    expect(
      within(card(container, 'book-soon')).getByRole('link', {name: 'Book an appointment'}),
    ).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', {name: /^First aid for a knocked-out/})).toHaveAttribute(
      'href',
      '/services/emergency-dental-care-hyderabad#first-aid',
    );
  });

  it('shows a situation’s signs, and every sign with neither', () => {
    const {container, unmount} = render(<WhenToGetHelp situation="after-sedation" />);
    expect(card(container, 'hospital')).toHaveTextContent('after sedation');
    expect(card(container, 'book-soon')).toBeNull();
    unmount();
    render(<WhenToGetHelp />);
    signs.forEach((sign) => expect(screen.getByText(sign.text)).toBeInTheDocument());
  });

  it('puts the hospital signs in the emergency-line card when the hospital level is left out', () => {
    const {container} = render(
      <WhenToGetHelp situation="dentures" levels={['emergency-line', 'book-soon']} />,
    );
    const emergencyLine = card(container, 'emergency-line');
    expectHospitalSigns(
      emergencyLine,
      within(emergencyLine).getByRole('link', {name: /^Call the emergency line/}),
    );
    expect(card(container, 'book-soon').querySelector('[data-hospital-signs]')).toBeNull();
  });

  it('sends gums that bleed with bruising to a doctor today, and with a fever to a hospital', () => {
    const {container} = render(<WhenToGetHelp problem="bleeding-gums" />);
    expect(card(container, 'doctor-today')).toHaveTextContent(
      'See a doctor today, not only a dentist, if you have:',
    );
    expect(card(container, 'doctor-today')).toHaveTextContent(/low platelets, as in dengue/);
    expect(card(container, 'hospital')).toHaveTextContent(
      /bleed on their own.*together with a fever/,
    );
    expect(
      Array.from(container.querySelectorAll('[data-level]')).map((c) =>
        c.getAttribute('data-level'),
      ),
    ).toEqual(['hospital', 'doctor-today', 'emergency-line', 'book-soon']);
  });

  it('can show the hospital level alone', () => {
    const {container} = render(<WhenToGetHelp levels={['hospital']} />);
    expect(container.querySelectorAll('[data-level]')).toHaveLength(1);
    expect(screen.queryByRole('link', {name: /^First aid/})).toBeNull();
  });
});

describe('FirstAid', () => {
  it('numbers the steps of a procedure under its heading, with its note', () => {
    render(<FirstAid topic="knocked-out-tooth" />);
    const topic = firstAid.find((t) => t.id === 'knocked-out-tooth')!;
    expect(screen.getByRole('heading', {level: 3, name: topic.title})).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(topic.steps);
    expect(screen.getByText(topic.note!)).toBeInTheDocument();
  });
});

describe('FirstAidNow', () => {
  it('links to each first-aid topic’s steps, in the order a frightened reader looks for them', () => {
    render(
      <>
        <FirstAidNow />
        {firstAidNow.map((topic) => (
          <FirstAid key={topic} topic={topic} />
        ))}
      </>,
    );
    const nav = screen.getByRole('navigation', {name: 'What to do now'});
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(
      firstAidNow.map((topic) => getFirstAid(topic).title),
    );
    expect(firstAidNow[0]).toBe('knocked-out-tooth');
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target).toHaveRole('heading');
      expect(target).toHaveTextContent(link.textContent!);
    }
  });
});

describe('ProblemTreatments', () => {
  it('lists the treatments in data order, each linked to its page, with a price from', () => {
    render(<ProblemTreatments id="tooth-infection" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual(
      getProblem('tooth-infection').treatments.map((id) => getTreatment(id).name),
    );
    expect(screen.getByRole('link', {name: 'Root canal treatment'})).toHaveAttribute(
      'href',
      '/services/root-canal-hyderabad',
    );
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(
      getProblem('tooth-infection').treatments.map((id) => getTreatment(id).route),
    );
    expect(items[0]).toHaveTextContent(/From ₹[\d,]+ per tooth \(indicative\): front tooth/);
  });

  it('prices each treatment by the option that fits the problem: a gap by the bridge, not a crown', () => {
    render(<ProblemTreatments id="missing-teeth" />);
    const bridges = screen.getByRole('link', {name: getTreatment('crowns-bridges').name});
    const lineId = getProblem('missing-teeth').priceLines?.['crowns-bridges'];
    const bridge = getTreatment('crowns-bridges').pricing!.lines.find((l) => l.id === lineId)!;
    const item = bridges.closest('li')!;
    expect(item).toHaveTextContent(
      `From ${formatRupees(bridge.from)} ${bridge.unit} (indicative):`,
    );
    expect(item).toHaveTextContent(new RegExp(`: ${bridge.item}$`, 'i'));
  });

  it('keeps a brand’s capital after the colon', () => {
    render(<ProblemTreatments id="malocclusion" />);
    const aligners = screen.getByRole('link', {name: getTreatment('invisalign').name});
    expect(aligners.closest('li')).toHaveTextContent(/: Invisalign, minor corrections/);
  });
});
