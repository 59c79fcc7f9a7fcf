import Translate, {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {branches, getBranch} from '@site/src/data/branches';
import {getTreatment} from '@site/src/data/treatments';
import {useChosenBranch} from '@site/src/hooks/useBranchChoice';
import {bookingHref, chooseBranch, leadFirst} from '@site/src/lib/branchChoice';
import {bookingMessage} from '@site/src/lib/whatsappMessages';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import styles from './styles.module.css';

interface Props {
  /** Treatment id: limits the branches to those offering it and names it in the message. */
  treatment?: string;
  /** Branch id: show only this branch. */
  branch?: string;
}

/**
 * Ways to book: call or WhatsApp the branch, or the booking form. Where it
 * lists several branches, the visitor's chosen branch comes first and the
 * form opens with it (src/hooks/useBranchChoice.ts).
 */
export default function BookingCta({treatment, branch}: Props) {
  const t = treatment ? getTreatment(treatment) : undefined;
  const list = branch ? [getBranch(branch)] : t ? t.branches.map(getBranch) : branches;
  const chosen = useChosenBranch();
  const lead = branch ?? (list.some((b) => b.id === chosen) ? chosen : null);
  return (
    <div className={styles.cta} data-search-ignore="">
      <p className={styles.title}>
        {t
          ? translate(
              {
                id: 'bookingCta.titleTreatment',
                message: 'Book {treatment}',
                description:
                  'Heading of the booking box on a treatment page; {treatment} is the treatment name',
              },
              {treatment: t.shortName ?? t.name},
            )
          : translate({
              id: 'bookingCta.title',
              message: 'Book an appointment',
              description: 'Heading of the booking box when no treatment is named',
            })}
      </p>
      <ul className={styles.branches}>
        {/* Keyed by place, not branch: applying the choice changes each row in place, so none moves. */}
        {leadFirst(list, lead).map((b, place) => {
          const message = bookingMessage(b.name, t?.name);
          return (
            <li key={place} className={styles.branch}>
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
        <Link
          to={bookingHref({treatment, branch: lead})}
          // On a branch page, asking for a time there is choosing that branch.
          onClick={() => branch && chooseBranch(branch)}>
          <Translate
            id="bookingCta.formLink"
            description="Link from the booking box to the contact form">
            Or request a time with the booking form
          </Translate>
        </Link>
      </p>
    </div>
  );
}
