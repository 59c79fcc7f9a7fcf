import Link from '@docusaurus/Link';
import {
  cashless,
  claimDocuments,
  emi,
  paymentMethods,
  stagedPayments,
} from '@site/src/data/payments';
import {getTreatment} from '@site/src/data/treatments';
import {formatRupees} from '@site/src/lib/money';

/** The payment methods the clinic accepts. */
export function PaymentMethods() {
  return (
    <dl>
      {paymentMethods.map((m) => (
        <div key={m.id}>
          <dt>{m.name}</dt>
          <dd>{m.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

/** When payment is taken for treatments that run over months. */
export function StagedPayments() {
  return (
    <table>
      <caption className="sr-only">When payment is taken for staged treatments</caption>
      <thead>
        <tr>
          <th scope="col">Treatment</th>
          <th scope="col">When you pay</th>
        </tr>
      </thead>
      <tbody>
        {stagedPayments.map(({treatment, label, stages}) => {
          const t = getTreatment(treatment);
          const name = label ?? t.name;
          return (
            <tr key={treatment}>
              <th scope="row">
                <Link to={t.route}>{name}</Link>
              </th>
              <td>
                <ul>
                  {stages.map((s) => (
                    <li key={s.when}>
                      {s.share} % {s.when}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** EMI terms: minimum amount, tenures, no-cost tenures, typical rates, eligibility and documents. */
export function EmiTerms() {
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

/** Whether treatment can be cashless, and the papers the clinic gives for a claim. */
export function InsuranceClaims() {
  const cashlessNames = [...cashless.insurers, ...cashless.schemes];
  return (
    <>
      <p>
        {cashlessNames.length === 0
          ? 'The clinic does not offer cashless treatment with any insurer or government scheme at present. You pay the clinic, and claim reimbursement from your insurer, scheme or employer with the papers below.'
          : `Cashless treatment is available with: ${cashlessNames.join(', ')}. For any other insurer or scheme, you pay the clinic and claim reimbursement with the papers below.`}
      </p>
      <ul>
        {claimDocuments.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    </>
  );
}
