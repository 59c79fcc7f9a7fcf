import {useId} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {getTreatment} from '@site/src/data/treatments';
import type {Suggestion} from '@site/src/lib/assessment';
import StartingPrice from '../StartingPrice';
import styles from './styles.module.css';

/** The suggestions after the top one, as cards with where their prices start. */
export default function OtherSuggestions({suggestions}: {suggestions: readonly Suggestion[]}) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={`${id}-others`}>
      <Heading as="h3" id={`${id}-others`}>
        <Translate
          id="smileAssessment.result.othersHeading"
          description="Heading above further suggested treatments in the smile assessment summary">
          Also worth asking about
        </Translate>
      </Heading>
      <ul className={styles.cards}>
        {suggestions.map((s) => {
          const t = getTreatment(s.treatment);
          return (
            <li key={s.treatment} className={styles.card}>
              <Heading as="h4" className={styles.cardTitle}>
                <Link to={t.route}>{t.name}</Link>
              </Heading>
              <p>{s.why}</p>
              <StartingPrice lines={t.pricing?.lines ?? []} className={styles.cardPrice} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
