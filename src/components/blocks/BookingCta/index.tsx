import Link from '@docusaurus/Link';
import {branches, getBranch} from '@site/src/data/branches';
import {getTreatment} from '@site/src/data/treatments';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import styles from './styles.module.css';

interface Props {
  /** Treatment id: limits the branches to those offering it and names it in the message. */
  treatment?: string;
  /** Branch id: show only this branch. */
  branch?: string;
}

/** Ways to book: call or WhatsApp the branch, or the contact form when it exists. */
export default function BookingCta({treatment, branch}: Props) {
  const t = treatment ? getTreatment(treatment) : undefined;
  const list = branch ? [getBranch(branch)] : t ? t.branches.map(getBranch) : branches;
  const contactQuery = new URLSearchParams({
    ...(branch ? {branch} : {}),
    ...(treatment ? {treatment} : {}),
  }).toString();
  return (
    <div className={styles.cta} data-search-ignore="">
      <p className={styles.title}>{t ? `Book ${t.shortName ?? t.name}` : 'Book an appointment'}</p>
      <ul className={styles.branches}>
        {list.map((b) => {
          const message = `Hello, I would like to book an appointment at the ${b.name} branch${t ? ` about: ${t.name}` : ''}.`;
          return (
            <li key={b.id} className={styles.branch}>
              <span className={styles.branchName}>{b.name}</span>
              <BranchContactLinks
                branch={b}
                variant="buttons"
                nameBranch="whatsapp"
                message={message}
              />
            </li>
          );
        })}
      </ul>
      <p className={styles.form}>
        <Link to={`/contact${contactQuery ? `?${contactQuery}` : ''}`}>
          Or request a time with the booking form
        </Link>
      </p>
    </div>
  );
}
