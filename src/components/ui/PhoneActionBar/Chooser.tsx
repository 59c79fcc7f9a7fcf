import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

interface ChooserProps {
  /** The action's visible label: "Call", "WhatsApp". */
  label: string;
  icon: ReactNode;
  /** The panel's title: "Call a branch". */
  title: string;
  /** The rows of the panel, one per branch. */
  children: ReactNode;
}

/**
 * An action that opens a panel of branches to choose from. A details
 * element, so it works without JavaScript; the bar opens one at a time.
 */
export default function Chooser({label, icon, title, children}: ChooserProps) {
  return (
    <details name="phone-action-bar" className={styles.chooser}>
      <summary className={styles.action}>
        {icon}
        <span>
          {label}
          <span className="sr-only">
            {' '}
            <Translate
              id="phoneActionBar.chooser.srSuffix"
              description="Read by screen readers after 'Call' or 'WhatsApp' on a button that opens a list of branches">
              a branch
            </Translate>
          </span>
        </span>
      </summary>
      <div className={styles.panel}>
        <p className={styles.panelTitle}>{title}</p>
        <ul className={styles.choices}>{children}</ul>
      </div>
    </details>
  );
}
