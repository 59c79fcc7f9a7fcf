import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

interface Props {
  id: string;
  title: string;
  intro?: ReactNode;
  muted?: boolean;
  children: ReactNode;
}

/** A titled band of the home page. */
export default function Section({id, title, intro, muted, children}: Props) {
  // Registers the section's id so that links to /#<id> pass the build's anchor check.
  useBrokenLinks().collectAnchor(id);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={clsx(styles.section, muted && styles.muted)}>
      <div className="container">
        <Heading as="h2" id={`${id}-title`} className={styles.title}>
          {title}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
