import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useQuickContacts} from '@site/src/hooks/useQuickContacts';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import {CalendarIcon, PhoneIcon, WhatsAppIcon} from '@site/src/components/ui/ContactIcons';
import {allClosedAt} from '@site/src/lib/afterHours';
import {formatPhone, telHref, whatsappHref} from '@site/src/lib/phone';
import {EmergencyAction, EmergencyChoice} from './Emergency';
import styles from './styles.module.css';

/** The visitor's last-contacted branch; static/js/floating-chat.js reads and writes the same key. */
const storageKey = 'clinic.chatBranch';

function readChoice(): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function saveChoice(id: string): void {
  try {
    window.localStorage.setItem(storageKey, id);
  } catch {
    // Storage blocked: the choice is not remembered.
  }
}

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
 * Without JavaScript, Call and WhatsApp open a chooser of the branches (Call's
 * also lists the emergency line). With it, they go straight to the visitor's
 * branch when it is known: the branch page they are on, else the branch they
 * last contacted here or in the chat button (the rule of
 * static/js/floating-chat.js, sharing its stored choice).
 */
export default function PhoneActionBar() {
  const {branches, urgentRoutes} = useQuickContacts();
  const {pathname} = useLocation();
  const urgentPage = urgentRoutes.includes(trimSlash(pathname));
  const [branchId, setBranchId] = useState<string | null>(null);
  const [afterHours, setAfterHours] = useState(false);
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    const onBranchPage = document.querySelector('[data-branch-page]');
    // The static HTML cannot know the visitor's branch: it is read once the page is in the DOM.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the page's DOM and storage after it renders
    setBranchId(onBranchPage?.getAttribute('data-branch-page') ?? readChoice());
    // A chooser left open on the previous page closes.
    bar.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));
  }, [pathname]);

  useEffect(() => {
    const update = () =>
      setAfterHours(
        allClosedAt(
          branches.map((b) => b.hours),
          new Date(),
        ),
      );
    update();
    const timer = window.setInterval(update, 60 * 1000);
    return () => window.clearInterval(timer);
  }, [branches]);

  // Escape, or a tap outside the bar, closes an open chooser; a branch followed from a chooser is remembered.
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const open = () => element.querySelector<HTMLDetailsElement>('details[open]');
    const onKey = (event: KeyboardEvent) => {
      const details = open();
      if (event.key === 'Escape' && details) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    const onOutside = (event: PointerEvent) => {
      const details = open();
      if (details && !element.contains(event.target as Node)) details.open = false;
    };
    const onClick = (event: Event) => {
      const link = (event.target as Element).closest('[data-branch] a');
      const id = link?.closest('[data-branch]')?.getAttribute('data-branch');
      if (id) saveChoice(id);
    };
    element.addEventListener('keydown', onKey);
    element.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      element.removeEventListener('keydown', onKey);
      element.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, []);

  const branch = branches.find((b) => b.id === branchId);

  const emergency = <EmergencyAction />;

  const chooser = (label: string, icon: ReactNode, title: string, rows: ReactNode) => (
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
        <ul className={styles.choices}>{rows}</ul>
      </div>
    </details>
  );

  const call = branch ? (
    <a className={styles.action} href={telHref(branch.phone)}>
      <PhoneIcon />
      <span>
        <Translate
          id="phoneActionBar.call.label"
          description="Label of the phone action bar's Call button; followed by phoneActionBar.call.srBranch for screen readers">
          Call
        </Translate>
        <span className="sr-only">
          {' '}
          <Translate
            id="phoneActionBar.call.srBranch"
            description="Read by screen readers after 'Call'; {branch} is the branch name, {phone} its number"
            values={{branch: branch.name, phone: formatPhone(branch.phone)}}>
            {'the {branch} branch, {phone}'}
          </Translate>
        </span>
      </span>
    </a>
  ) : (
    chooser(
      translate({
        id: 'phoneActionBar.call.label',
        message: 'Call',
        description:
          "Label of the phone action bar's Call button; followed by phoneActionBar.call.srBranch for screen readers",
      }),
      <PhoneIcon />,
      translate({
        id: 'phoneActionBar.call.chooserTitle',
        message: 'Call a branch',
        description: 'Title of the list of branches to call, opened from the phone action bar',
      }),
      <>
        {branches.map((b) => (
          <li key={b.id} data-branch={b.id} className={styles.choice}>
            <span className={styles.choiceName}>{b.name}</span>
            <BranchContactLinks
              branch={b}
              links={['call']}
              variant="buttons"
              nameBranch="both"
              className={styles.choiceLinks}
            />
          </li>
        ))}
        <EmergencyChoice />
      </>,
    )
  );

  const message = (name: string) =>
    translate(
      {
        id: 'phoneActionBar.whatsapp.message',
        message: 'Hello, I have a question for the {branch} branch.',
        description:
          'The message a WhatsApp chat with a branch opens with, written as the visitor; {branch} is the branch name',
      },
      {branch: name},
    );
  const whatsapp = branch ? (
    <a
      className={styles.action}
      href={whatsappHref(branch.whatsapp, message(branch.name))}
      target="_blank"
      rel="noopener noreferrer">
      <WhatsAppIcon />
      <span>
        <Translate
          id="phoneActionBar.whatsapp.label"
          description="Label of the phone action bar's WhatsApp button (the app's name); followed by phoneActionBar.whatsapp.srBranch for screen readers">
          WhatsApp
        </Translate>
        <span className="sr-only">
          {' '}
          <Translate
            id="phoneActionBar.whatsapp.srBranch"
            description="Read by screen readers after 'WhatsApp'; {branch} is the branch name"
            values={{branch: branch.name}}>
            {'the {branch} branch (opens in a new tab)'}
          </Translate>
        </span>
      </span>
    </a>
  ) : (
    chooser(
      translate({
        id: 'phoneActionBar.whatsapp.label',
        message: 'WhatsApp',
        description:
          "Label of the phone action bar's WhatsApp button (the app's name); followed by phoneActionBar.whatsapp.srBranch for screen readers",
      }),
      <WhatsAppIcon />,
      translate({
        id: 'phoneActionBar.whatsapp.chooserTitle',
        message: 'Message a branch on WhatsApp',
        description: 'Title of the list of branches to message, opened from the phone action bar',
      }),
      branches.map((b) => (
        <li key={b.id} data-branch={b.id} className={styles.choice}>
          <span className={styles.choiceName}>{b.name}</span>
          <BranchContactLinks
            branch={b}
            links={['whatsapp']}
            variant="buttons"
            nameBranch="whatsapp"
            message={message(b.name)}
            className={styles.choiceLinks}
          />
        </li>
      )),
    )
  );

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
          {!urgentPage && afterHours ? emergency : call}
        </li>
        <li>{whatsapp}</li>
        <li>
          <Link className={clsx(styles.action, styles.book)} to="/contact">
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
