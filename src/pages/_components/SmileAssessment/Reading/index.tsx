import {useId} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import type {Reading as ReadingItem} from '@site/src/lib/assessment';
import styles from './styles.module.css';

/** Guides and dental-problem pages worth reading, lighter than the suggestions: no price, no box. */
export default function Reading({reading}: {reading: readonly ReadingItem[]}) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={`${id}-reading`}>
      <Heading as="h3" id={`${id}-reading`}>
        <Translate
          id="smileAssessment.result.readingHeading"
          description="Heading above suggested articles in the smile assessment summary">
          Worth reading
        </Translate>
      </Heading>
      <ul className={styles.reading}>
        {reading.map((r) => {
          const page = r.kind === 'guide' ? getTreatment(r.id) : getProblem(r.id);
          return (
            <li key={`${r.kind}-${r.id}`} className={styles.readingItem}>
              <p className={styles.kind}>
                {r.kind === 'guide'
                  ? translate({
                      id: 'smileAssessment.result.kindGuide',
                      message: 'Guide',
                      description: 'Small label above a suggested treatment guide to read',
                    })
                  : translate({
                      id: 'smileAssessment.result.kindProblem',
                      message: 'Dental problem',
                      description: 'Small label above a suggested page about a dental problem',
                    })}
              </p>
              <Link className={styles.readingLink} to={page.route}>
                {page.name}
              </Link>
              <p>{r.why}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
