import {emi} from '@site/src/data/payments';
import {formatRupees} from '@site/src/lib/money';

/** EMI terms: minimum amount, tenures, no-cost tenures, typical rates, eligibility and documents. */
export default function EmiTerms() {
  return (
    <>
      <ul>
        <li>
          Treatment of {formatRupees(emi.minimumAmount)} or more can be paid in monthly instalments.
        </li>
        <li>Tenures: {emi.tenures.join(', ')} months.</li>
        <li>
          No-cost EMI (0 % interest, the lender is paid a fee by the clinic) is usually available on{' '}
          {emi.noCostTenures.join(' and ')} months.
        </li>
        <li>
          Longer plans usually carry interest of about {emi.typicalRate.from} to{' '}
          {emi.typicalRate.to} % a year, set by the lender, and sometimes a processing fee.
        </li>
      </ul>
      <p>
        <strong>Who can apply</strong>
      </p>
      <ul>
        {emi.eligibility.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
      <p>
        <strong>Documents to bring</strong>
      </p>
      <ul>
        {emi.documents.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </>
  );
}
