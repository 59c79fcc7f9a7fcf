import Heading from '@theme/Heading';
import {standardKindLabels, standards, type StandardKind} from '@site/src/data/standards';
import styles from './styles.module.css';

/** The clinic's registrations, memberships and safety standards, grouped by kind. */
export default function StandardsList() {
  const kinds = Object.keys(standardKindLabels) as StandardKind[];
  return (
    <div className={styles.groups}>
      {kinds
        .map((kind) => ({kind, items: standards.filter((s) => s.kind === kind)}))
        .filter(({items}) => items.length > 0)
        .map(({kind, items}) => (
          <section key={kind} className={styles.group}>
            <Heading as="h3">{standardKindLabels[kind]}</Heading>
            <ul className={styles.list}>
              {items.map((s) => (
                <li key={s.id}>
                  <strong>{s.title}.</strong> {s.detail}
                  {s.body && <span className={styles.body}> ({s.body})</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
