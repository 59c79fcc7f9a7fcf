import {browserStorage, type StoredItem} from '@site/src/data/browserStorage';
import styles from './styles.module.css';

const kinds: Record<StoredItem['storage'], string> = {
  localStorage: 'Local storage: stays until cleared',
  sessionStorage: 'Session storage: ends when the tab is closed',
};

const writers: Record<StoredItem['writtenBy'], string> = {
  site: 'this website',
  docusaurus: 'Docusaurus, the software this website is built with',
};

/** Every item this website keeps in the visitor's browser, from src/data/browserStorage.ts. */
export default function BrowserStorage() {
  return (
    <ul className={styles.items}>
      {browserStorage.map((item) => (
        <li key={item.key} className={styles.item}>
          <p className={styles.key}>
            <code>{item.key}</code>
            <span className={styles.kind}>{kinds[item.storage]}</span>
          </p>
          <dl className={styles.facts}>
            <dt>Used by</dt>
            <dd>
              {item.feature} (written by {writers[item.writtenBy]})
            </dd>
            <dt>Written</dt>
            <dd>{item.when}</dd>
            <dt>Holds</dt>
            <dd>{item.holds}</dd>
            <dt>Lasts</dt>
            <dd>{item.lasts}</dd>
            <dt>To clear it</dt>
            <dd>{item.clear}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
