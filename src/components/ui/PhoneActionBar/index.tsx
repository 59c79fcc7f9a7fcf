import {useRef} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useLeadingBranch, usePageSubject} from '@site/src/hooks/useBranchChoice';
import {useClosingDetails} from '@site/src/hooks/useClosingDetails';
import {useMinuteClock} from '@site/src/hooks/useMinuteClock';
import {useQuickContacts} from '@site/src/hooks/useQuickContacts';
import {CalendarIcon} from '@site/src/components/ui/ContactIcons';
import {allClosedAt} from '@site/src/lib/afterHours';
import {bookingHref, chooseBranch} from '@site/src/lib/branchChoice';
import CallAction from './CallAction';
import {EmergencyAction} from './Emergency';
import WhatsAppAction from './WhatsAppAction';
import styles from './styles.module.css';

/** A path as the data writes routes, without a trailing slash. */
const trimSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * The phone action bar: Call, WhatsApp and Book, fixed at the bottom of the
 * screen below 997 px, where it replaces the floating chat button (which stays
 * on wider screens). Every action is at least 44 px high with a visible label.
 * The bar reserves its own room: custom.css (section "emergency") pads the
 * page's end by --site-phone-bar-height, so it never covers the last links.
 * Hidden in print.
 *
 * When it offers the emergency line (the rule):
 * - On the emergency page and every dental-problem page with urgent signs
 *   (quickContacts.urgentRoutes), it leads with a fourth action, "Emergency",
 *   in the static HTML, so it is there without JavaScript. It opens a panel
 *   with the hospital signs beside the emergency line's button (Emergency.tsx).
 * - Elsewhere, when every branch is closed (checked in the browser, Asia/Kolkata
 *   time, each minute), the Call action rings the emergency line instead,
 *   labelled "Emergency": no branch answers then, the emergency line does. It
 *   swaps in place, so nothing moves.
 *
 * Before the visitor chooses a branch (and in the static HTML), Call and
 * WhatsApp open a chooser of every branch (Call's also lists the emergency
 * line): no branch is "the" one. After the page is in the browser, they go
 * straight to the leading branch (src/hooks/useBranchChoice.ts): the branch
 * page they are on, else the branch they chose anywhere on the site. Book
 * carries the page's treatment and the leading branch into the booking form.
 * A tap on any of them on a branch page makes that branch the visitor's choice.
 */
export default function PhoneActionBar() {
  const {branches, urgentRoutes} = useQuickContacts();
  const {pathname} = useLocation();
  const urgentPage = urgentRoutes.includes(trimSlash(pathname));
  const branchId = useLeadingBranch();
  const {treatment} = usePageSubject();
  const bar = useRef<HTMLElement>(null);
  useClosingDetails(bar, pathname);

  const now = useMinuteClock();
  // Every branch closed: the Call action rings the emergency line instead.
  const afterHours =
    now !== null &&
    allClosedAt(
      branches.map((b) => b.hours),
      now,
    );

  const branch = branches.find((b) => b.id === branchId);
  const emergency = <EmergencyAction />;

  return (
    <aside
      ref={bar}
      className={styles.bar}
      aria-label={translate({
        id: 'phoneActionBar.label',
        message: 'Call, WhatsApp or book',
        description:
          'Screen reader name of the bar of actions fixed at the bottom of phone screens',
      })}
      data-phone-bar="">
      <ul className={styles.actions}>
        {urgentPage && <li>{emergency}</li>}
        {/* Keyed by what it is, so the swap after hours replaces the element rather than moving it. */}
        <li key={!urgentPage && afterHours ? 'emergency' : 'call'}>
          {!urgentPage && afterHours ? (
            emergency
          ) : (
            <CallAction branch={branch} branches={branches} />
          )}
        </li>
        <li>
          <WhatsAppAction branch={branch} branches={branches} />
        </li>
        <li>
          <Link
            className={clsx(styles.action, styles.book)}
            to={bookingHref({treatment, branch: branch?.id})}
            onClick={() => branch && chooseBranch(branch.id)}>
            <CalendarIcon />
            <span>
              <Translate
                id="phoneActionBar.book.label"
                description="Label of the phone action bar's button to the booking page; followed by phoneActionBar.book.srSuffix for screen readers">
                Book
              </Translate>
              <span className="sr-only">
                {' '}
                <Translate
                  id="phoneActionBar.book.srSuffix"
                  description="Read by screen readers after 'Book'">
                  an appointment
                </Translate>
              </span>
            </span>
          </Link>
        </li>
      </ul>
    </aside>
  );
}
