import Translate, {translate} from '@docusaurus/Translate';
import {browserStorage, type StoredItem} from '@site/src/data/browserStorage';
import styles from './styles.module.css';

function kinds(): Record<StoredItem['storage'], string> {
  return {
    localStorage: translate({
      id: 'browserStorage.kind.localStorage',
      message: 'Local storage: stays until cleared',
      description: 'Privacy page, browser storage list: what kind of storage an item uses',
    }),
    sessionStorage: translate({
      id: 'browserStorage.kind.sessionStorage',
      message: 'Session storage: ends when the tab is closed',
      description: 'Privacy page, browser storage list: what kind of storage an item uses',
    }),
  };
}

function writers(): Record<StoredItem['writtenBy'], string> {
  return {
    site: translate({
      id: 'browserStorage.writer.site',
      message: 'this website',
      description:
        'Privacy page, browser storage list: who writes the item, inside "(written by …)"',
    }),
    docusaurus: translate({
      id: 'browserStorage.writer.docusaurus',
      message: 'Docusaurus, the software this website is built with',
      description:
        'Privacy page, browser storage list: who writes the item, inside "(written by …)"',
    }),
  };
}

/** Every item this website keeps in the visitor's browser, from src/data/browserStorage.ts. */
export default function BrowserStorage() {
  return (
    <ul className={styles.items}>
      {browserStorage.map((item) => (
        <li key={item.key} className={styles.item}>
          <p className={styles.key}>
            <code>{item.key}</code>
            <span className={styles.kind}>{kinds()[item.storage]}</span>
          </p>
          <dl className={styles.facts}>
            <dt>
              <Translate
                id="browserStorage.usedBy"
                description="Privacy page, browser storage list: term for the feature that uses the item">
                Used by
              </Translate>
            </dt>
            <dd>
              <Translate
                id="browserStorage.usedByValue"
                description="Privacy page, browser storage list: {feature} is the site feature, {writer} who writes the item"
                values={{feature: item.feature, writer: writers()[item.writtenBy]}}>
                {'{feature} (written by {writer})'}
              </Translate>
            </dd>
            <dt>
              <Translate
                id="browserStorage.written"
                description="Privacy page, browser storage list: term for when the item is written">
                Written
              </Translate>
            </dt>
            <dd>{item.when}</dd>
            <dt>
              <Translate
                id="browserStorage.holds"
                description="Privacy page, browser storage list: term for what the item contains">
                Holds
              </Translate>
            </dt>
            <dd>{item.holds}</dd>
            <dt>
              <Translate
                id="browserStorage.lasts"
                description="Privacy page, browser storage list: term for how long the item is kept">
                Lasts
              </Translate>
            </dt>
            <dd>{item.lasts}</dd>
            <dt>
              <Translate
                id="browserStorage.toClear"
                description="Privacy page, browser storage list: term for how to delete the item">
                To clear it
              </Translate>
            </dt>
            <dd>{item.clear}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
