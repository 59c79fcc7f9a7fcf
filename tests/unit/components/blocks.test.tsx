import {fireEvent, render, screen, within} from '@testing-library/react';
import BookingCta from '@site/src/components/blocks/BookingCta';
import EmergencyContacts from '@site/src/components/blocks/EmergencyContacts';
import {Faq, FaqItem} from '@site/src/components/blocks/Faq';
import Price from '@site/src/components/blocks/Price';
import PriceTable from '@site/src/components/blocks/PriceTable';
import RelatedTreatments from '@site/src/components/blocks/RelatedTreatments';
import TreatmentFacts from '@site/src/components/blocks/TreatmentFacts';
import {branches} from '@site/src/data/branches';
import {getBeforeAfter} from '@site/src/data/illustrations';
import {problemsTreatedBy} from '@site/src/data/relations';
import {emi} from '@site/src/data/payments';
import {getTreatment} from '@site/src/data/treatments';
import {formatPriceRange, formatRupees, startingLine} from '@site/src/lib/money';
import {expectHospitalSigns} from '../helpers/hospitalSigns';

describe('PriceTable', () => {
  it('shows every price line of a treatment in rupees, with includes and what changes it', () => {
    render(<PriceTable id="root-canal" />);
    const table = screen.getByRole('table', {name: /root canal treatment: indicative prices/i});
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + getTreatment('root-canal').pricing!.lines.length);
    const molar = getTreatment('root-canal').pricing!.lines.find((l) => l.id === 'molar')!;
    expect(
      within(table).getByRole('rowheader', {name: molar.item}).closest('tr'),
    ).toHaveTextContent(formatPriceRange(molar));
    expect(screen.getByText('What changes the price')).toBeInTheDocument();
  });

  it('lists several treatments with their names when given ids', () => {
    render(<PriceTable ids={['teeth-whitening', 'veneers']} />);
    expect(
      screen.getByRole('rowheader', {name: /^Teeth whitening: In-clinic whitening$/}),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('rowheader', {name: /^Veneers: Composite veneer$/}),
    ).toBeInTheDocument();
    expect(screen.queryByText('What changes the price')).not.toBeInTheDocument();
  });

  it('fails loudly on an unknown id', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PriceTable id="nope" />)).toThrow(/Unknown treatment id "nope"/);
  });

  it('is named by its first treatment, so the price list can link to it', () => {
    const {container} = render(<PriceTable ids={['braces-and-aligners', 'invisalign']} />);
    expect(container.firstElementChild).toHaveAttribute('id', 'prices-braces-and-aligners');
  });

  it('links to the EMI calculator started at the starting price, where EMI is offered', () => {
    const implants = getTreatment('dental-implants');
    const from = startingLine(implants.pricing!.lines)!.from;
    expect(from).toBeGreaterThanOrEqual(emi.minimumAmount);
    render(<PriceTable id="dental-implants" />);
    expect(screen.getByText(/spread the cost over monthly instalments \(EMI\)/)).toBeVisible();
    expect(
      screen.getByRole('link', {name: `Work out the monthly instalment on ${formatRupees(from)}`}),
    ).toHaveAttribute('href', `/pricing/financing?amount=${from}#emi-calculator`);
  });

  it('starts the calculator at no one treatment’s price under a comparison table', () => {
    render(<PriceTable ids={['braces-and-aligners', 'invisalign']} />);
    expect(
      screen.getByRole('link', {name: 'Work out the monthly instalment on any of these prices'}),
    ).toHaveAttribute('href', '/pricing/financing#emi-calculator');
  });

  it('offers no EMI link on a treatment that starts below the smallest EMI amount', () => {
    expect(startingLine(getTreatment('fillings').pricing!.lines)!.from).toBeLessThan(
      emi.minimumAmount,
    );
    render(<PriceTable id="fillings" />);
    expect(screen.queryByRole('link', {name: /monthly instalment/})).not.toBeInTheDocument();
  });
});

describe('Faq', () => {
  it('renders native disclosures that open and close', () => {
    render(
      <Faq>
        <FaqItem question="Does it hurt?">
          <p>It is done under local anaesthesia.</p>
        </FaqItem>
      </Faq>,
    );
    const summary = screen.getByText('Does it hurt?');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    fireEvent.click(summary);
    details.open = true;
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText(/local anaesthesia/)).toBeInTheDocument();
  });
});

describe('TreatmentFacts', () => {
  it('shows the price from, visits and branches, and emits JSON-LD', () => {
    const {container} = render(<TreatmentFacts id="lanap" />);
    const from = startingLine(getTreatment('lanap').pricing!.lines)!.from;
    expect(screen.getByText(`${formatRupees(from)} (indicative)`)).toBeInTheDocument();
    expect(screen.getByText(getTreatment('lanap').visits)).toBeInTheDocument();
    expect(within(container.querySelector('dl')!).getByText('Banjara Hills')).toBeInTheDocument();
    const script = container.querySelector('script[type="application/ld+json"]')!;
    const [procedure, breadcrumb] = JSON.parse(script.textContent!);
    expect(procedure['@type']).toBe('MedicalProcedure');
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
  });

  it('links each branch name to the branch page', () => {
    render(<TreatmentFacts id="lanap" />);
    expect(screen.getByRole('link', {name: 'Banjara Hills'})).toHaveAttribute(
      'href',
      '/dental-clinic-banjara-hills',
    );
  });

  it('is a header band with the illustration, booking for the treatment and every branch’s call button, none leading', () => {
    render(<TreatmentFacts id="dental-implants" />);
    const band = screen.getByRole('complementary', {name: 'Dental implants at a glance'});
    expect(within(band).getByRole('img')).toHaveAttribute(
      'src',
      getBeforeAfter('dental-implants').after.src,
    );
    expect(within(band).getByRole('img')).toHaveAttribute('width', '480');
    expect(within(band).getByRole('link', {name: 'Book an appointment'})).toHaveAttribute(
      'href',
      '/contact?treatment=dental-implants',
    );
    const calls = within(band).getByRole('list', {name: 'Call a branch'});
    const offered = getTreatment('dental-implants').branches.map((id) =>
      branches.find((b) => b.id === id)!,
    );
    expect(
      within(calls)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(offered.map((b) => `tel:${b.phone}`));
    // Equal: every call button looks the same before a choice.
    within(calls)
      .getAllByRole('link')
      .forEach((a) => expect(a).toHaveClass('button--outline'));
    const whatsapp = band.querySelector('details')!;
    expect(within(whatsapp).getByText('Message a branch on WhatsApp')).toBeInTheDocument();
    expect(within(whatsapp).getAllByRole('link')).toHaveLength(offered.length);
  });

  it('leads with the chosen branch once there is one, and a call button makes the choice', () => {
    const [first, , last] = branches;
    window.localStorage.setItem('clinic.branch', last.id);
    render(<TreatmentFacts id="dental-implants" />);
    const band = screen.getByRole('complementary', {name: 'Dental implants at a glance'});
    expect(within(band).getByRole('link', {name: 'Book an appointment'})).toHaveAttribute(
      'href',
      `/contact?treatment=dental-implants&branch=${last.id}`,
    );
    const calls = within(within(band).getByRole('list', {name: 'Call a branch'})).getAllByRole(
      'link',
    );
    expect(calls[0]).toHaveAttribute('href', `tel:${last.phone}`);
    expect(calls[0]).not.toHaveClass('button--outline');
    const firstCall = calls.find((a) => a.getAttribute('href') === `tel:${first.phone}`)!;
    fireEvent.click(firstCall);
    expect(window.localStorage.getItem('clinic.branch')).toBe(first.id);
    expect(
      within(within(band).getByRole('list', {name: 'Call a branch'})).getAllByRole('link')[0],
    ).toHaveAttribute('href', `tel:${first.phone}`);
    window.localStorage.clear();
  });

  it('falls back to a drawing of the treatment room when the treatment has no illustration', () => {
    render(<TreatmentFacts id="root-canal" />);
    expect(screen.getByRole('img', {name: /treatment room/i})).toHaveAttribute(
      'src',
      '/img/spaces/treatment-room.svg',
    );
  });
});

describe('RelatedTreatments', () => {
  it('links each related treatment, then each problem it treats, to its page', () => {
    render(<RelatedTreatments id="root-canal" />);
    const treatment = getTreatment('root-canal');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      ...treatment.related.map((id) => getTreatment(id).route),
      ...problemsTreatedBy('root-canal').map((problem) => problem.route),
    ]);
  });
});

describe('BookingCta', () => {
  it('offers call and WhatsApp per branch offering the treatment, with the treatment named', () => {
    render(<BookingCta treatment="lanap" />);
    expect(screen.getByRole('link', {name: /call \+91 40 4000 0101/i})).toHaveAttribute(
      'href',
      'tel:+914040000101',
    );
    expect(screen.getByRole('link', {name: /call \+91 40 4000 0101/i})).toHaveClass(
      'button--primary',
    );
    const wa = screen.getByRole('link', {
      name: 'WhatsApp the Banjara Hills branch (opens in a new tab)',
    });
    expect(wa).toHaveClass('button--secondary');
    expect(wa.getAttribute('href')).toContain('https://wa.me/919876543210?text=');
    expect(decodeURIComponent(wa.getAttribute('href')!)).toContain(
      'at the Banjara Hills branch about: LANAP laser gum treatment',
    );
  });

  it('links to the contact form with the branch and treatment ids', () => {
    render(<BookingCta treatment="root-canal" branch="kondapur" />);
    expect(screen.getByRole('link', {name: /booking form/i})).toHaveAttribute(
      'href',
      '/contact?treatment=root-canal&branch=kondapur',
    );
    expect(screen.getAllByRole('link', {name: /^call/i})).toHaveLength(1);
  });
});

describe('EmergencyContacts', () => {
  it('gives each branch its number and WhatsApp in the table', () => {
    render(<EmergencyContacts />);
    const row = screen.getByRole('rowheader', {name: 'Jubilee Hills'}).closest('tr')!;
    expect(within(row).getByRole('link', {name: '+91 40 4000 0202'})).toHaveAttribute(
      'href',
      'tel:+914040000202',
    );
    expect(
      within(row).getByRole('link', {
        name: 'WhatsApp +91 98765 43211 (opens WhatsApp in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://wa.me/919876543211');
  });

  it('names the hospital signs right after the emergency line', () => {
    const {container} = render(<EmergencyContacts />);
    expectHospitalSigns(container, screen.getByRole('table'));
  });
});

describe('Price', () => {
  it('shows one price line from the data inline, named by its id, with or without its unit', () => {
    const {container, rerender} = render(<Price treatment="veneers" line="composite-veneer" />);
    const line = getTreatment('veneers').pricing!.lines.find((l) => l.id === 'composite-veneer')!;
    expect(container).toHaveTextContent(
      `₹${line.from.toLocaleString('en-IN')} to ₹${line.to!.toLocaleString('en-IN')} ${line.unit}`,
    );
    rerender(<Price treatment="veneers" line="composite-veneer" unit={false} />);
    expect(container.textContent).not.toContain(line.unit);
  });

  it('fails loudly on a line id the treatment does not have, listing the ids it has', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Price treatment="veneers" line="Composite veneer" />)).toThrow(
      'No price line "Composite veneer" for treatment "veneers" in src/data/treatments.ts; its lines are: composite-veneer, porcelain-veneer.',
    );
  });
});
