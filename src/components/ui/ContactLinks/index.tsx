import clsx from 'clsx';
import type {Branch} from '@site/src/data/branches';
import {formatPhone, telHref, whatsappHref} from '@site/src/lib/phone';
import styles from './styles.module.css';

export function directionsHref(branch: Branch): string {
  const {latitude, longitude} = branch.geo;
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

interface Props {
  branch: Branch;
  /** Show the directions link too. */
  directions?: boolean;
  className?: string;
}

/** Call, WhatsApp and directions links for one branch, as large tap targets. */
export default function ContactLinks({branch, directions = true, className}: Props) {
  return (
    <ul className={clsx(styles.links, className)} aria-label={`Contact the ${branch.name} branch`}>
      <li>
        <a className={styles.link} href={telHref(branch.phone)}>
          <span aria-hidden="true">☎</span> Call {formatPhone(branch.phone)}
        </a>
      </li>
      <li>
        <a
          className={styles.link}
          href={whatsappHref(branch.whatsapp)}
          rel="noopener noreferrer"
          target="_blank">
          <span aria-hidden="true">✆</span> WhatsApp {formatPhone(branch.whatsapp)}
          <span className="sr-only"> (opens WhatsApp in a new tab)</span>
        </a>
      </li>
      {directions && (
        <li>
          <a
            className={styles.link}
            href={directionsHref(branch)}
            rel="noopener noreferrer"
            target="_blank">
            <span aria-hidden="true">➚</span> Directions to {branch.name}
            <span className="sr-only"> (opens Google Maps in a new tab)</span>
          </a>
        </li>
      )}
    </ul>
  );
}
