import Translate from '@docusaurus/Translate';
import {useId} from 'react';
import clsx from 'clsx';
import {firstAidNow, getFirstAid} from '@site/src/data/triage';
import {firstAidAnchor} from '@site/src/lib/urls';
import styles from './styles.module.css';

/**
 * "What to do now": one tap from the top of the emergency page to the
 * first-aid steps for a knocked-out tooth, bleeding, swelling, a broken tooth
 * or toothache (the FirstAid blocks further down the same page, in the order
 * of firstAidNow in src/data/triage.ts).
 *
 *     <FirstAidNow />
 *
 * The emergency page shows it inside its call box (<EmergencyCallNow firstAid />).
 */
export default function FirstAidNow({className}: {className?: string}) {
  const title = useId();
  return (
    <nav className={clsx(styles.now, className)} aria-labelledby={title} data-first-aid-now="">
      <p className={styles.title} id={title}>
        <Translate
          id="firstAidNow.title"
          description="Title of the list of links, at the top of the emergency page, to the first-aid steps further down">
          What to do now
        </Translate>
      </p>
      <ul className={styles.links}>
        {firstAidNow.map((topic) => (
          <li key={topic}>
            <a className={styles.link} href={`#${firstAidAnchor(topic)}`}>
              {getFirstAid(topic).title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
