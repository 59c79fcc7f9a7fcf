import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {cashless, claimDocuments} from '@site/src/data/payments';
import {capitalise} from '@site/src/lib/text';
import styles from './styles.module.css';

/** Whether treatment can be cashless, and the papers the clinic gives for a claim. */
export default function InsuranceClaims() {
  const cashlessNames = [...cashless.insurers, ...cashless.schemes];
  return (
    <div className={styles.claims}>
      <p className={styles.status}>
        {cashlessNames.length === 0
          ? translate({
              id: 'insuranceClaims.noCashless',
              message:
                'The clinic does not offer cashless treatment with any insurer or government scheme at present. You pay the clinic, and claim reimbursement from your insurer, scheme or employer with the papers below.',
              description: 'Payment page, insurance: when no insurer or scheme is cashless',
            })
          : translate(
              {
                id: 'insuranceClaims.cashless',
                message:
                  'Cashless treatment is available with: {names}. For any other insurer or scheme, you pay the clinic and claim reimbursement with the papers below.',
                description:
                  'Payment page, insurance: {names} is the comma-separated list of insurers and schemes with cashless treatment',
              },
              {names: cashlessNames.join(', ')},
            )}
      </p>
      <Heading as="h3" id="claim-papers" className={styles.title}>
        <Translate
          id="insuranceClaims.papersTitle"
          description="Payment page, insurance: heading above the list of claim documents">
          Papers we give you for a claim, on request
        </Translate>
      </Heading>
      <ul className={styles.papers}>
        {claimDocuments.map((d) => (
          <li key={d}>{capitalise(d)}</li>
        ))}
      </ul>
    </div>
  );
}
