import {cashless, claimDocuments} from '@site/src/data/payments';

/** Whether treatment can be cashless, and the papers the clinic gives for a claim. */
export default function InsuranceClaims() {
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
