import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import type {Branch} from '@site/src/data/branches';
import {summariseWeek} from '@site/src/lib/hours';
import {useHoursWriting} from '@site/src/hooks/useHoursWriting';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import OpenNow from '@site/src/components/ui/OpenNow';
import styles from './styles.module.css';

interface Props {
  branch: Branch;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A branch's address, whether it is open now (filled in after hydration, in a
 * box reserved from the first paint), its weekly hours and contact links.
 */
export default function BranchCard({branch, headingLevel = 'h3'}: Props) {
  const hoursWriting = useHoursWriting();
  const anchor = `branch-${branch.id}`;
  // Registers the card's id so that links to /#branch-… pass the build's anchor check.
  useBrokenLinks().collectAnchor(anchor);
  const {address} = branch;
  return (
    <article
      className={styles.card}
      id={anchor}
      aria-labelledby={`branch-${branch.id}-title`}
      data-search-ignore="">
      <Heading as={headingLevel} id={`branch-${branch.id}-title`} className={styles.title}>
        <Link to={branch.route}>{branch.name}</Link>
        {branch.flagship && (
          <span className={styles.badge}>
            <Translate
              id="branchCard.flagship"
              description="Badge beside the name of the clinic's main branch">
              Flagship
            </Translate>
          </span>
        )}
      </Heading>
      <OpenNow hours={branch.hours} />
      <address className={styles.address}>
        {address.street}, {address.area}, {address.city}, {address.state} {address.postalCode}
      </address>
      <dl className={styles.hours}>
        {summariseWeek(branch.hours, hoursWriting).map((line) => (
          <div key={line.days} className={styles.hoursRow}>
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
      <BranchContactLinks branch={branch} links={['call', 'whatsapp', 'directions']} />
    </article>
  );
}
