import {render, screen, within} from '@testing-library/react';
import ProblemFacts from '@site/src/components/blocks/ProblemFacts';
import ProblemTreatments from '@site/src/components/blocks/ProblemTreatments';
import UrgentSigns from '@site/src/components/blocks/UrgentSigns';
import {clinic} from '@site/src/data/clinic';
import {getBeforeAfter} from '@site/src/data/illustrations';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {formatPhone} from '@site/src/lib/phone';

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
      'Pain with swelling of the face, pain with fever or pain after an injury to the mouth.',
    );
    expect(within(band).getByRole('link', {name: 'When it is urgent'})).toHaveAttribute(
      'href',
      '#when-it-is-urgent',
    );
    expect(within(band).getByText('In severe pain or swelling?')).toBeInTheDocument();
    expect(
      within(band).getByRole('link', {name: (n) => n.includes(formatPhone(clinic.emergencyPhone))}),
    ).toHaveAttribute('href', `tel:${clinic.emergencyPhone}`);
    expect(band).toHaveTextContent(`answered ${clinic.emergencyLineAnswered.when}`);
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

describe('UrgentSigns', () => {
  it('lists every urgent sign with the emergency line and the public emergency numbers', () => {
    render(<UrgentSigns id="tooth-infection" />);
    const box = screen.getByRole('complementary', {name: /call us today/i});
    getProblem('tooth-infection').urgentSigns.forEach((sign) =>
      expect(within(box).getByText(sign)).toBeInTheDocument(),
    );
    const call = within(box).getByRole('link', {name: 'Call the emergency line +91 98765 43200'});
    expect(call).toHaveAttribute('href', 'tel:+919876543200');
    expect(call).toHaveClass('button', 'button--emergency');
    expect(within(box).getByText(`Answered ${clinic.emergencyLineAnswered.when}.`)).toBeVisible();
    expect(within(box).getByRole('link', {name: '108'})).toHaveAttribute('href', 'tel:108');
  });

  it('links the emergency page', () => {
    render(<UrgentSigns id="tooth-pain" />);
    expect(screen.getByRole('link', {name: /first hour of a dental emergency/})).toHaveAttribute(
      'href',
      '/services/emergency-dental-care-hyderabad',
    );
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
    expect(bridges.closest('li')).toHaveTextContent(
      'From ₹18,000 per treatment (indicative): three-unit bridge',
    );
  });
});
