import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {setSearch} from '@site/tests/unit/mocks/docusaurus/router';
import {setBuildDate} from '@site/tests/unit/mocks/docusaurus/useDocusaurusContext';
import EmiCalculator from '@site/src/components/blocks/EmiCalculator';
import EmiTerms from '@site/src/components/blocks/EmiTerms';
import Offers from '@site/src/components/blocks/Offers';
import InsuranceClaims from '@site/src/components/blocks/InsuranceClaims';
import PaymentMethods from '@site/src/components/blocks/PaymentMethods';
import PriceList, {PricingShortcuts} from '@site/src/components/blocks/PriceList';
import StagedPayments from '@site/src/components/blocks/StagedPayments';
import TreatmentPrices from '@site/src/components/blocks/TreatmentPrices';
import {activeOffers} from '@site/src/data/offers';
import {claimDocuments, emi, paymentMethods, stagedPayments} from '@site/src/data/payments';
import {categoryLabels, getTreatment, treatments} from '@site/src/data/treatments';
import {calculateEmi} from '@site/src/lib/emi';
import {formatRupees, startingLine} from '@site/src/lib/money';
import {groupByCategory} from '@site/src/lib/treatmentGroups';

beforeEach(() => {
  setBuildDate('2026-11-22');
});

describe('EmiCalculator', () => {
  afterEach(() => {
    setSearch('');
  });

  const form = () => within(screen.getByRole('form', {name: 'EMI calculator'}));
  const monthly = () => form().getByText('Monthly instalment').nextElementSibling;

  it('works out the instalment again at every change, with no button to press', () => {
    render(<EmiCalculator />);
    expect(monthly()).toHaveTextContent('₹13,327'); // ₹1,50,000 at 12 % for 12 months
    fireEvent.change(screen.getByLabelText('Treatment amount (₹)'), {target: {value: '45000'}});
    expect(monthly()).toHaveTextContent(formatRupees(calculateEmi(45000, 12, 12).monthly));
    expect(screen.getByText(`${formatRupees(45000)} over 12 months at 12 % a year`)).toBeVisible();
    fireEvent.change(screen.getByLabelText('Interest rate (% a year)'), {target: {value: '0'}});
    fireEvent.change(screen.getByLabelText('Tenure'), {target: {value: '6'}});
    expect(monthly()).toHaveTextContent('₹7,500');
    expect(form().getByText('Interest').nextElementSibling).toHaveTextContent('₹0');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells a screen reader the new instalment politely, once typing pauses', () => {
    jest.useFakeTimers();
    try {
      render(<EmiCalculator />);
      const status = screen.getByRole('status');
      expect(status).toHaveAttribute('aria-live', 'polite');
      const amount = screen.getByLabelText('Treatment amount (₹)');
      for (const typed of ['4', '45', '450', '4500', '45000']) {
        fireEvent.change(amount, {target: {value: typed}});
        act(() => jest.advanceTimersByTime(100));
      }
      expect(status).toHaveTextContent('₹13,327'); // not yet: typing has not paused
      act(() => jest.advanceTimersByTime(1000));
      expect(status).toHaveTextContent(
        `Monthly instalment ${formatRupees(calculateEmi(45000, 12, 12).monthly)} for ${formatRupees(45000)} over 12 months`,
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('explains bad input under its field, keeps what was typed and marks the last result as such', () => {
    render(<EmiCalculator />);
    const amount = screen.getByLabelText('Treatment amount (₹)');
    fireEvent.change(amount, {target: {value: '45000'}});
    fireEvent.change(amount, {target: {value: 'abc'}});
    expect(amount).toHaveValue('abc');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Enter an amount above zero.');
    expect(screen.getByRole('status')).not.toHaveTextContent('Enter an amount');
    expect(monthly()).toHaveTextContent(formatRupees(calculateEmi(45000, 12, 12).monthly));
    expect(
      screen.getByText(
        `Not updated until the figures above are corrected. Showing ${formatRupees(45000)} over 12 months at 12 % a year.`,
      ),
    ).toBeVisible();
    fireEvent.change(screen.getByLabelText('Interest rate (% a year)'), {target: {value: '-2'}});
    expect(screen.getByLabelText('Interest rate (% a year)')).toHaveAccessibleDescription(
      'Enter an interest rate of zero or more.',
    );
    fireEvent.change(amount, {target: {value: '60000'}});
    fireEvent.change(screen.getByLabelText('Interest rate (% a year)'), {target: {value: '0'}});
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Not updated/)).not.toBeInTheDocument();
    expect(monthly()).toHaveTextContent('₹5,000');
  });

  it('starts at the amount a link names, and at its own figures for anything else', () => {
    setSearch('?amount=30000');
    const {unmount} = render(<EmiCalculator />);
    expect(screen.getByLabelText('Treatment amount (₹)')).toHaveValue('30000');
    expect(monthly()).toHaveTextContent(formatRupees(calculateEmi(30000, 12, 12).monthly));
    unmount();
    setSearch('?amount=lots');
    render(<EmiCalculator />);
    expect(screen.getByLabelText('Treatment amount (₹)')).toHaveValue('150000');
  });

  it('shows the worked examples as cards with the instalment, total and interest', () => {
    render(<EmiCalculator />);
    const examples = within(screen.getByRole('region', {name: 'Worked examples'})).getAllByRole(
      'listitem',
    );
    expect(examples).toHaveLength(3);
    const e = calculateEmi(150000, 12, 12);
    expect(examples[1]).toHaveTextContent(`${formatRupees(150000)} over 12 months at 12 % a year`);
    expect(examples[1]).toHaveTextContent(`Monthly${formatRupees(e.monthly)}`);
    expect(examples[1]).toHaveTextContent(`Total paid${formatRupees(e.total)}`);
    expect(examples[1]).toHaveTextContent(`Interest${formatRupees(e.interest)}`);
    expect(examples[0]).toHaveTextContent('0 % (no-cost EMI)');
  });

  it('accepts amounts typed with commas and a rupee sign', () => {
    render(<EmiCalculator />);
    fireEvent.change(screen.getByLabelText('Treatment amount (₹)'), {target: {value: '₹1,00,000'}});
    expect(monthly()).toHaveTextContent('₹8,885');
  });
});

describe('Offers', () => {
  it('shows the offers running on the build date with price, dates and terms', () => {
    render(<Offers />);
    const running = activeOffers('2026-11-22');
    expect(screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual(
      running.map((o) => o.title),
    );
    expect(screen.queryByText('Festival season check-up')).not.toBeInTheDocument();
  });

  it('says so when no offer is running', () => {
    setBuildDate('2030-01-01');
    render(<Offers />);
    expect(screen.getByText(/No packages are running at the moment/)).toBeInTheDocument();
  });
});

describe('PriceList', () => {
  it('lists every price line once, including lines shared by two treatments only once', () => {
    render(<PriceList />);
    const rows = screen.getAllByRole('rowheader');
    const shared = new Set(treatments.filter((t) => t.pricing).map((t) => t.pricing));
    const expected = [...shared].reduce((n, p) => n + p!.lines.length, 0);
    expect(rows).toHaveLength(expected);
    expect(
      within(rows[0].closest('table')!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Treatment', 'Indicative price']);
  });
});

describe('PriceList groups', () => {
  it('links to each group of the list, and each link has its target', () => {
    const {container} = render(<PriceList />);
    const nav = screen.getByRole('navigation', {name: 'Price list groups'});
    const links = within(nav).getAllByRole('link');
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(container.querySelector(`#${id}`)).toHaveTextContent(link.textContent!);
    }
    expect(links.map((l) => l.textContent)).toContain(categoryLabels.general);
  });

  it('keeps a price range together up to its dash', () => {
    render(<PriceList />);
    const cell = screen.getAllByRole('cell')[0];
    expect(cell.textContent).not.toMatch(/\d – ₹/); // the space before the dash does not break
    expect(cell.textContent).toMatch(/(\u00a0– ₹|^from ₹)/);
  });
});

describe('TreatmentPrices', () => {
  it('lists every treatment once with its starting price, in the home page’s groups', () => {
    render(<TreatmentPrices />);
    const priced = treatments.filter((t) => t.pricing);
    const groups = groupByCategory(priced);
    expect(screen.getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual(
      groups.map((g) => categoryLabels[g.category]),
    );
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(priced.length);
    const implants = getTreatment('dental-implants');
    const row = within(screen.getByRole('link', {name: implants.name}).closest('li')!);
    const from = startingLine(implants.pricing!.lines)!;
    expect(row.getByText(formatRupees(from.from))).toBeVisible();
    expect(row.getByText(from.unit)).toBeVisible();
  });

  it('links each treatment to the price table on its page', () => {
    render(<TreatmentPrices />);
    for (const t of treatments.filter((entry) => entry.pricing)) {
      expect(screen.getByRole('link', {name: t.name})).toHaveAttribute(
        'href',
        `${t.route}#prices-${t.id}`,
      );
    }
  });
});

describe('PricingShortcuts', () => {
  it('leads with the price list and lists the page’s own sections', () => {
    render(<PricingShortcuts links={[{to: '#how-to-apply', label: 'How to apply'}]} />);
    expect(screen.getByRole('link', {name: 'See the price list'})).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.getByRole('link', {name: 'How to apply'})).toHaveAttribute(
      'href',
      '#how-to-apply',
    );
  });

  it('leaves the price list out on the page that shows it', () => {
    render(<PricingShortcuts priceList={false} links={[{to: '#ways-to-pay', label: 'Ways'}]} />);
    expect(screen.queryByRole('link', {name: 'See the price list'})).not.toBeInTheDocument();
  });
});

describe('PaymentMethods', () => {
  it('shows every payment method with its detail', () => {
    render(<PaymentMethods />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(
      paymentMethods.map((m) => m.name),
    );
    for (const m of paymentMethods) {
      expect(screen.getByText(m.detail)).toBeInTheDocument();
    }
  });
});

describe('EmiTerms', () => {
  it('shows the minimum amount, every tenure, the no-cost tenures, the rates, eligibility and documents', () => {
    const {container} = render(<EmiTerms />);
    const text = container.textContent!;
    expect(text).toContain(formatRupees(emi.minimumAmount));
    const lastTenure = emi.tenures[emi.tenures.length - 1];
    expect(
      screen.getByText(`${emi.tenures.slice(0, -1).join(', ')} and ${lastTenure} months`),
    ).toBeInTheDocument();
    expect(text).toContain(`${emi.noCostTenures.join(' and ')} months`);
    expect(text).toContain(`about ${emi.typicalRate.from} to ${emi.typicalRate.to} % a year`);
    for (const line of [...emi.eligibility, ...emi.documents]) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
  });
});

describe('StagedPayments', () => {
  it('shows each staged treatment with its payments in order', () => {
    render(<StagedPayments />);
    for (const plan of stagedPayments) {
      const name = plan.label ?? getTreatment(plan.treatment).name;
      const heading = screen.getByRole('heading', {level: 3, name});
      const card = heading.closest('li')!;
      const stages = within(card).getAllByRole('listitem');
      expect(stages.map((s) => s.textContent)).toEqual(
        plan.stages.map((s) => `${s.share} % ${s.when}`),
      );
    }
  });
});

describe('InsuranceClaims', () => {
  it('says plainly that treatment is not cashless and lists the claim papers', () => {
    render(<InsuranceClaims />);
    expect(screen.getByText(/does not offer cashless treatment/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(claimDocuments.length);
  });
});
