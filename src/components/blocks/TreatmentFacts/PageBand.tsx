import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Branch} from '@site/src/data/branches';
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
 * Book (the booking form, with the treatment chosen when there is one) and
 * call the flagship branch, or the first branch that offers the treatment;
 * the other branches' numbers sit one tap away in a disclosure.
 */
export function CallActions({
  book,
  branches,
  topic,
}: {
  book: string;
  branches: readonly Branch[];
  /** Named in the WhatsApp message: "about: Root canal treatment". */
  topic?: string;
}) {
  const main = branches.find((b) => b.flagship) ?? branches[0];
  const others = branches.filter((b) => b !== main);
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <Link className="button button--primary button--lg" to={book}>
          <Translate
            id="pageBand.book"
            description="Button in the header band of a treatment or problem page, to the booking form">
            Book an appointment
          </Translate>
        </Link>
        {main && (
          <a
            className="button button--outline button--primary button--lg"
            href={telHref(main.phone)}>
            <Translate
              id="pageBand.call"
              description="Button in the header band of a treatment or problem page; {branch} is the branch name, {number} its phone number"
              values={{
                branch: main.name,
                number: (
                  <span className={styles.number} dir="ltr">
                    {formatPhone(main.phone)}
                  </span>
                ),
              }}>
              {'Call {branch} {number}'}
            </Translate>
          </a>
        )}
      </div>
      {others.length > 0 && (
        <details className={styles.more}>
          <summary>
            {others.length === 1 ? (
              <Translate
                id="pageBand.otherBranch"
                description="Disclosure in the header band of a treatment or problem page, when one other branch offers it">
                Call or WhatsApp the other branch
              </Translate>
            ) : (
              <Translate
                id="pageBand.anotherBranch"
                description="Disclosure in the header band of a treatment or problem page, when several other branches offer it">
                Call or WhatsApp another branch
              </Translate>
            )}
          </summary>
          <ul className={styles.branches}>
            {others.map((b) => (
              <li key={b.id}>
                <span className={styles.branchName}>{b.name}</span>
                <BranchContactLinks branch={b} message={bookingMessage(b.name, topic)} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
