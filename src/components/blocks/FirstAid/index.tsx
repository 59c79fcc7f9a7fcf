import Heading from '@theme/Heading';
import {getFirstAid, type FirstAidId} from '@site/src/data/triage';
import {firstAidAnchor} from '@site/src/lib/urls';
import styles from './styles.module.css';

/**
 * One first-aid procedure from src/data/triage.ts, as a heading and numbered
 * steps, so the same steps read the same on every page.
 *
 *     <FirstAid topic="knocked-out-tooth" />
 */
export default function FirstAid({topic}: {topic: FirstAidId}) {
  const {id, title, steps, note} = getFirstAid(topic);
  return (
    <div className={styles.firstAid} data-first-aid={id}>
      <Heading as="h3" id={firstAidAnchor(id)}>
        {title}
      </Heading>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}
