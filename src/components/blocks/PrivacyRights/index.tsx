import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {privacyMailto} from '@site/src/components/blocks/PrivacyContact';
import {privacyRequests} from '@site/src/data/privacy';
import styles from './styles.module.css';

/**
 * Each right under the DPDP Act, from src/data/privacy.ts: what the clinic
 * does, and a link that opens an e-mail with the request already written.
 * Each right is an h3 with the id `right-<id>`, so the block belongs under an h2.
 */
export default function PrivacyRights() {
  return (
    <ul className={styles.rights}>
      {privacyRequests.map((r) => (
        <li key={r.id} className={styles.right}>
          <Heading as="h3" id={`right-${r.id}`} className={styles.title}>
            {r.right}
          </Heading>
          <p>{r.what}</p>
          <p className={styles.action}>
            <a className="button button--secondary" href={privacyMailto(r)}>
              <Translate
                id="privacyRights.email"
                description="Button opening an e-mail with a privacy request written out; {purpose} is a phrase read only by screen readers"
                values={{
                  purpose: (
                    <span className="sr-only">
                      {' '}
                      {translate(
                        {
                          id: 'privacyRights.email.purpose',
                          message: 'to {right}',
                          description:
                            'Screen-reader-only end of the button "E-mail this request"; {right} is the right in lower case, e.g. "correct your data"',
                        },
                        {right: r.right.toLowerCase()},
                      )}
                    </span>
                  ),
                }}>
                {'E-mail this request{purpose}'}
              </Translate>
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
