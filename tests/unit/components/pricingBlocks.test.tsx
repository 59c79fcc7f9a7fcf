import {fireEvent, render, screen, within} from '@testing-library/react';
import {setBuildDate} from '@site/tests/unit/mocks/docusaurus/useDocusaurusContext';
import EmiCalculator from '@site/src/components/blocks/EmiCalculator';
import Offers from '@site/src/components/blocks/Offers';
import InsuranceClaims from '@site/src/components/blocks/InsuranceClaims';
import PriceList from '@site/src/components/blocks/PriceList';
import {activeOffers} from '@site/src/data/offers';
import {treatments} from '@site/src/data/treatments';

beforeEach(() => {
  setBuildDate('2026-11-22');
});

describe('EmiCalculator', () => {
  it('shows the instalment for the default inputs and recalculates on submit', () => {
    render(<EmiCalculator />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('₹13,327'); // ₹1,50,000 at 12 % for 12 months
    fireEvent.change(screen.getByLabelText('Interest rate (% a year)'), {target: {value: '0'}});
    fireEvent.change(screen.getByLabelText('Tenure'), {target: {value: '6'}});
    fireEvent.click(screen.getByRole('button', {name: 'Calculate'}));
    expect(status).toHaveTextContent('₹25,000');
    expect(status).toHaveTextContent('Interest₹0');
  });

  it('explains bad input and keeps what was typed', () => {
    render(<EmiCalculator />);
    const amount = screen.getByLabelText('Treatment amount (₹)');
    fireEvent.change(amount, {target: {value: 'abc'}});
    fireEvent.click(screen.getByRole('button', {name: 'Calculate'}));
    expect(screen.getByRole('status')).toHaveTextContent('Enter an amount above zero.');
    expect(amount).toHaveValue('abc');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });

  it('accepts amounts typed with commas and a rupee sign', () => {
    render(<EmiCalculator />);
    fireEvent.change(screen.getByLabelText('Treatment amount (₹)'), {target: {value: '₹1,00,000'}});
    fireEvent.click(screen.getByRole('button', {name: 'Calculate'}));
    expect(screen.getByRole('status')).toHaveTextContent('₹8,885');
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

describe('InsuranceClaims', () => {
  it('says plainly that treatment is not cashless and lists the claim papers', () => {
    render(<InsuranceClaims />);
    expect(screen.getByText(/does not offer cashless treatment/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(2);
  });
});
