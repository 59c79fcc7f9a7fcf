import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Icon from '@site/src/components/ui/Icon';
import {
  MapPinIcon,
  PhoneIcon,
  WhatsappLogoIcon,
  type IconGlyph,
} from '@site/src/components/ui/Icon/icons';
import type {Branch} from '@site/src/data/branches';
import {chooseBranch} from '@site/src/lib/branchChoice';
import {directionsHref} from '@site/src/lib/maps';
import {formatPhone, telHref, whatsappHref} from '@site/src/lib/phone';
import styles from './styles.module.css';

/**
 * What the links need of a branch: an entry of src/data/branches.ts, or the
 * shorter one in customFields.quickContacts (no coordinates, so no directions).
 */
type ContactBranch = Pick<Branch, 'name' | 'phone' | 'whatsapp'> &
  Partial<Pick<Branch, 'geo'>> & {id: string};

export type BranchContactLink = 'call' | 'whatsapp' | 'directions';

interface Props {
  branch: ContactBranch;
  /** The links to show, in this order. Directions need the branch's coordinates. */
  links?: readonly BranchContactLink[];
  /**
   * - `pills`: a list of large rounded links with icons, labelled "Contact the … branch";
   * - `buttons`: Infima buttons with icons in a row, the first one primary;
   * - `inline`: plain links, for a sentence or a table cell.
   */
  variant?: 'pills' | 'buttons' | 'inline';
  /** `sm` makes the buttons small (the floating chat panel), `lg` large (the contact form's fallbacks). */
  size?: 'sm' | 'md' | 'lg';
  /** Between inline links. */
  separator?: ReactNode;
  /** The message the WhatsApp chat opens with, written for the visitor. */
  message?: string;
  /**
   * Where the link texts name the branch (for screen readers) instead of
   * showing the WhatsApp number, for rows that show the branch's name beside
   * the links: `whatsapp` gives "WhatsApp the Kondapur branch", `both` also
   * "Call Kondapur on +91 …". Without it the links show the numbers.
   */
  nameBranch?: 'whatsapp' | 'both';
  /** After the branch's name in the WhatsApp link, what the message holds: "with your request". */
  messageNote?: string;
  /** Before the call link's number: "call" inside a sentence, nothing under a "Phone" heading. */
  callWord?: 'Call' | 'call' | '';
  className?: string;
  /** Further links in the same row, after these (in `pills`, as <li> elements). */
  children?: ReactNode;
}

/**
 * A branch's call and WhatsApp links (and directions, if asked), wherever the
 * site shows them. Numbers are formatted and linked by src/lib/phone.ts.
 * Following any of them makes that branch the visitor's choice, which then
 * leads every Call, WhatsApp and Book button (src/lib/branchChoice.ts).
 */
export default function BranchContactLinks({
  branch,
  links = ['call', 'whatsapp'],
  variant = 'pills',
  size = 'md',
  separator = ' · ',
  message,
  nameBranch,
  messageNote,
  callWord = 'Call',
  className,
  children,
}: Props) {
  const pills = variant === 'pills';
  // Pills and buttons lead with the action's icon (decorative: the text names the action).
  const icon = (glyph: IconGlyph) =>
    variant !== 'inline' && (
      <Icon icon={glyph} className={variant === 'buttons' ? styles.buttonIcon : undefined} />
    );
  const linkClass = (index: number) =>
    pills
      ? styles.pill
      : variant === 'buttons'
        ? clsx(
            'button',
            index === 0 ? 'button--primary' : 'button--secondary',
            size === 'sm' && 'button--sm',
            size === 'lg' && 'button--lg',
          )
        : undefined;

  // The word before the number: the prop says which form, the translation gives the words.
  const callText =
    callWord === 'Call'
      ? translate({
          id: 'branchContactLinks.call.word',
          message: 'Call',
          description: 'Before a phone number in a call link, as a label on its own',
        })
      : callWord === 'call'
        ? translate({
            id: 'branchContactLinks.call.wordInSentence',
            message: 'call',
            description: 'Before a phone number in a call link inside a sentence (lower case)',
          })
        : '';

  const choose = () => chooseBranch(branch.id);
  const link = (kind: BranchContactLink, index: number) => {
    switch (kind) {
      case 'call':
        return (
          <a className={linkClass(index)} href={telHref(branch.phone)} onClick={choose}>
            {icon(PhoneIcon)}
            {/* One span: a flex button (primary, large) would drop the space before the number. */}
            <span>
              {callText}
              {nameBranch === 'both' && (
                <span className="sr-only">
                  {' '}
                  <Translate
                    id="branchContactLinks.call.srBranch"
                    description="Read by screen readers between 'Call' and the phone number; {branch} is the branch name"
                    values={{branch: branch.name}}>
                    {'{branch} on'}
                  </Translate>
                </span>
              )}
              {(callText || nameBranch === 'both') && ' '}
              <span dir="ltr">{formatPhone(branch.phone)}</span>
            </span>
          </a>
        );
      case 'whatsapp':
        return (
          <a
            className={linkClass(index)}
            href={whatsappHref(branch.whatsapp, message)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={choose}>
            {icon(WhatsappLogoIcon)}
            {nameBranch ? (
              <>
                <Translate
                  id="branchContactLinks.whatsapp.label"
                  description="Text of a WhatsApp link (the app's name); followed by the branch for screen readers">
                  WhatsApp
                </Translate>
                <span className="sr-only">
                  {' '}
                  {messageNote ? (
                    <Translate
                      id="branchContactLinks.whatsapp.srBranchWithNote"
                      description="Read by screen readers after 'WhatsApp'; {branch} is the branch name, {note} what the message holds (e.g. 'with your request')"
                      values={{branch: branch.name, note: messageNote}}>
                      {'the {branch} branch {note} (opens in a new tab)'}
                    </Translate>
                  ) : (
                    <Translate
                      id="branchContactLinks.whatsapp.srBranch"
                      description="Read by screen readers after 'WhatsApp'; {branch} is the branch name"
                      values={{branch: branch.name}}>
                      {'the {branch} branch (opens in a new tab)'}
                    </Translate>
                  )}
                </span>
              </>
            ) : (
              <>
                <Translate
                  id="branchContactLinks.whatsapp.number"
                  description="Text of a WhatsApp link; {phone} is the WhatsApp number"
                  values={{phone: <span dir="ltr">{formatPhone(branch.whatsapp)}</span>}}>
                  {'WhatsApp {phone}'}
                </Translate>
                <span className="sr-only">
                  {' '}
                  <Translate
                    id="branchContactLinks.whatsapp.newTab"
                    description="Read by screen readers after a WhatsApp link's number">
                    (opens WhatsApp in a new tab)
                  </Translate>
                </span>
              </>
            )}
          </a>
        );
      case 'directions':
        if (!branch.geo) {
          throw new Error(`Directions to the ${branch.name} branch need its coordinates.`);
        }
        return (
          <a
            className={linkClass(index)}
            href={directionsHref({geo: branch.geo})}
            target="_blank"
            rel="noopener noreferrer"
            onClick={choose}>
            {icon(MapPinIcon)}
            <Translate
              id="branchContactLinks.directions.label"
              description="Text of a link to Google Maps directions; {branch} is the branch name"
              values={{branch: branch.name}}>
              {'Directions to {branch}'}
            </Translate>
            <span className="sr-only">
              {' '}
              <Translate
                id="branchContactLinks.directions.newTab"
                description="Read by screen readers after a directions link's text">
                (opens Google Maps in a new tab)
              </Translate>
            </span>
          </a>
        );
    }
  };

  if (pills) {
    return (
      <ul
        className={clsx(styles.pills, className)}
        aria-label={translate(
          {
            id: 'branchContactLinks.pills.label',
            message: 'Contact the {branch} branch',
            description:
              "Screen reader name of a branch's list of contact links; {branch} is the branch name",
          },
          {branch: branch.name},
        )}>
        {links.map((kind, index) => (
          <li key={kind}>{link(kind, index)}</li>
        ))}
        {children}
      </ul>
    );
  }
  // Buttons are spaced by CSS; the space keeps their words apart where CSS is off.
  const between = variant === 'buttons' ? ' ' : separator;
  return (
    <span className={clsx(variant === 'buttons' && styles.buttons, className) || undefined}>
      {links.map((kind, index) => (
        <Fragment key={kind}>
          {index > 0 && between}
          {link(kind, index)}
        </Fragment>
      ))}
      {children && (
        <>
          {between}
          {children}
        </>
      )}
    </span>
  );
}
