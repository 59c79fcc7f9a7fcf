import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {dataRecipients, recipientGroups, recipientRoles} from '@site/src/data/dataRecipients';
import styles from './styles.module.css';

/**
 * Who else receives personal data, group by group, from
 * src/data/dataRecipients.ts: what each receives and when. Each group is an
 * h3, so the block belongs under an h2.
 */
export default function DataRecipients() {
  return (
    <div className={styles.groups}>
      {recipientGroups.map((group) => {
        const entries = dataRecipients.filter((r) => r.group === group.id);
        if (entries.length === 0) return null;
        return (
          <section key={group.id} aria-labelledby={`recipients-${group.id}`}>
            <Heading as="h3" id={`recipients-${group.id}`}>
              {group.title}
            </Heading>
            <ul className={styles.recipients}>
              {entries.map((r) => (
                <li key={r.id} className={styles.recipient}>
                  <p className={styles.name}>
                    <strong>{r.name}</strong>
                    <span className={styles.role}>{recipientRoles[r.role]}</span>
                  </p>
                  <dl className={styles.facts}>
                    <dt>
                      <Translate
                        id="dataRecipients.receives"
                        description="Privacy page, data recipients: term for the data a recipient receives">
                        Receives
                      </Translate>
                    </dt>
                    <dd>{r.receives}</dd>
                    <dt>
                      <Translate
                        id="dataRecipients.when"
                        description="Privacy page, data recipients: term for when a recipient receives data">
                        When
                      </Translate>
                    </dt>
                    <dd>{r.when}</dd>
                  </dl>
                  {r.note && <p className={styles.note}>{r.note}</p>}
                  {r.more && (
                    <p className={styles.note}>
                      <Translate
                        id="dataRecipients.more"
                        description="Privacy page, data recipients: a link to more about a recipient; {link} is the link"
                        values={{link: <Link to={r.more.to}>{r.more.label}</Link>}}>
                        {'More: {link}'}
                      </Translate>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
