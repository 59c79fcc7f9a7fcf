import Translate, {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type {Branch} from '@site/src/data/branches';
import {useChosenBranch} from '@site/src/hooks/useBranchChoice';
import {bookingHref, chooseBranch, leadFirst} from '@site/src/lib/branchChoice';
import {formatPhone, telHref} from '@site/src/lib/phone';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import {fetchPriorityHigh} from '@site/src/lib/fetchPriority';
import type {BandIllustration} from './illustration';
import styles from './styles.module.css';
import {bookingMessage} from '@site/src/lib/whatsappMessages';

interface Props {
  /** Names the band for screen readers: "Root canal treatment at a glance". */
  label: string;
  illustration: BandIllustration;
  summary: string;
  /** Term and value pairs; none for information pages. */
  facts: [string, ReactNode][];
  /** A row before the facts (the hospital signs and emergency call on problem pages): urgent first. */
  urgent?: ReactNode;
  actions: ReactNode;
  /** Anything that is not shown: the page's JSON-LD. */
  children?: ReactNode;
}

/**
 * The header band of a treatment or problem page (TreatmentFacts and
 * ProblemFacts): the illustration beside the summary, the key facts and the
 * next steps, so a visitor sees what it is, what it takes and how to book
 * before the first heading.
 */
export default function PageBand({
  label,
  illustration,
  summary,
  facts,
  urgent,
  actions,
  children,
}: Props) {
  return (
    <aside className={styles.band} aria-label={label}>
      {children}
      <div className={styles.layout}>
        <img
          className={styles.picture}
          src={illustration.src}
          alt={illustration.alt}
          width={illustration.width}
          height={illustration.height}
          // The band opens the page: its drawing is often the largest thing on the first screen.
          {...fetchPriorityHigh}
        />
        <div className={styles.body}>
          <p className={styles.summary}>{summary}</p>
          {urgent && <div data-search-ignore="">{urgent}</div>}
          {facts.length > 0 && (
            <dl className={styles.facts} data-search-ignore="">
              {facts.map(([term, value]) => (
                <div key={term} className={styles.fact}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <div data-search-ignore="">{actions}</div>
        </div>
      </div>
    </aside>
  );
}

/**
 * Book (the booking form, with the page's treatment and the leading branch),
 * then a call button for each branch that offers it, side by side, and their
 * WhatsApp chats one tap away in a disclosure. Before the visitor chooses a
 * branch (and in the static HTML) the branches are equal, in the data's order;
 * once they have chosen one (src/hooks/useBranchChoice.ts), it comes first
 * and filled. The buttons keep their places and sizes, so nothing moves when
 * the choice is applied after hydration.
 */
export function CallActions({
  treatment,
  branches,
  topic,
}: {
  /** The treatment the Book button asks for; none on problem pages. */
  treatment?: string;
  branches: readonly Branch[];
  /** Named in the WhatsApp message: "about: Root canal treatment". */
  topic?: string;
}) {
  const chosen = useChosenBranch();
  // A chosen branch that does not offer the treatment leads nothing here.
  const lead = branches.some((b) => b.id === chosen) ? chosen : null;
  const ordered = leadFirst(branches, lead);
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <Link
          className="button button--primary button--lg"
          to={bookingHref({treatment, branch: lead})}>
          <Translate
            id="pageBand.book"
            description="Button in the header band of a treatment or problem page, to the booking form">
            Book an appointment
          </Translate>
        </Link>
      </div>
      <ul
        className={styles.calls}
        aria-label={translate({
          id: 'pageBand.callsLabel',
          message: 'Call a branch',
          description:
            'Screen reader name of the row of call buttons, one per branch, in the header band of a treatment or problem page',
        })}>
        {/* Keyed by place, not branch: applying the choice changes each button in place, so none moves. */}
        {ordered.map((b, place) => (
          <li key={place}>
            <a
              className={clsx(
                'button button--lg button--primary',
                b.id !== lead && 'button--outline',
              )}
              href={telHref(b.phone)}
              onClick={() => chooseBranch(b.id)}>
              <Translate
                id="pageBand.call"
                description="Button in the header band of a treatment or problem page; {branch} is the branch name, {number} its phone number"
                values={{
                  branch: b.name,
                  number: (
                    <span className={styles.number} dir="ltr">
                      {formatPhone(b.phone)}
                    </span>
                  ),
                }}>
                {'Call {branch} {number}'}
              </Translate>
            </a>
          </li>
        ))}
      </ul>
      <details className={styles.more}>
        <summary>
          {branches.length === 1 ? (
            <Translate
              id="pageBand.whatsappTheBranch"
              description="Disclosure in the header band of a treatment or problem page, when one branch offers it: opens its WhatsApp button"
              values={{branch: branches[0]?.name}}>
              {'Message {branch} on WhatsApp'}
            </Translate>
          ) : (
            <Translate
              id="pageBand.whatsappABranch"
              description="Disclosure in the header band of a treatment or problem page: opens a WhatsApp button for each branch">
              Message a branch on WhatsApp
            </Translate>
          )}
        </summary>
        <ul className={styles.branches}>
          {ordered.map((b, place) => (
            <li key={place}>
              <span className={styles.branchName}>{b.name}</span>
              <BranchContactLinks
                branch={b}
                links={['whatsapp']}
                variant="buttons"
                nameBranch="whatsapp"
                message={bookingMessage(b.name, topic)}
              />
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
