/**
 * Ejected @theme/Navbar/MobileSidebar/PrimaryMenu (Docusaurus 3.10.2): the
 * phone drawer's main menu. The stock one lists the navbar items only; a
 * patient on a phone also needs to reach the clinic from it. This copy
 *  - opens with the dental emergency line (one tap to call) and when it is answered;
 *  - adds Contact as a top-level row before the call to action (on wide
 *    screens it sits under "For patients", to keep the bar on one line);
 *  - ends with each branch's call and WhatsApp links.
 * Numbers come from customFields.quickContacts (src/data/quickContacts.ts).
 * Rows are at least 44 px high (src/css/custom.css, "shell" section).
 */
import {type ReactNode, useId} from 'react';
import Translate from '@docusaurus/Translate';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import {sections} from '@site/src/data/navigation';
import {useQuickContacts} from '@site/src/hooks/useQuickContacts';
import {formatPhone, telHref} from '@site/src/lib/phone';
import HospitalSigns from '@site/src/components/ui/HospitalSigns';
import styles from './styles.module.css';
import {questionMessage} from '@site/src/lib/whatsappMessages';

const bookButtonClass = 'navbar-book-button';

/** The navbar items, with Contact inserted before the call to action (or at the end). */
function useDrawerItems(): NavbarItemProps[] {
  const items = useThemeConfig().navbar.items as NavbarItemProps[];
  const contact = {label: sections.contact.label, to: sections.contact.route} as NavbarItemProps;
  const book = items.findIndex((item) => item.className === bookButtonClass);
  const at = book === -1 ? items.length : book;
  return [...items.slice(0, at), contact, ...items.slice(at)];
}

export default function NavbarMobilePrimaryMenu(): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = useDrawerItems();
  const {emergencyPhone, emergencyAnswered, branches} = useQuickContacts();
  const branchesTitle = useId();

  return (
    <>
      <a className={styles.emergency} href={telHref(emergencyPhone)}>
        <span className={styles.emergencyNote}>
          <Translate
            id="mobileMenu.emergency.label"
            description="Phone menu: first line of the emergency call link at the top">
            Dental emergency
          </Translate>
        </span>{' '}
        <span>
          <Translate
            id="mobileMenu.emergency.call"
            description="Phone menu: emergency call link; {phone} is the emergency phone number"
            values={{phone: formatPhone(emergencyPhone)}}>
            {'Call {phone}'}
          </Translate>
        </span>{' '}
        <span className={styles.emergencyNote}>
          <Translate
            id="mobileMenu.emergency.answered"
            description="Phone menu: when the emergency line is answered; {hours} is the hours, e.g. '24 hours, every day'"
            values={{hours: emergencyAnswered}}>
            {'Answered {hours}'}
          </Translate>
        </span>
      </a>
      <HospitalSigns className={styles.hospital} />
      <ul className="menu__list">
        {items.map((item, i) => (
          <NavbarItem mobile {...item} onClick={() => mobileSidebar.toggle()} key={i} />
        ))}
      </ul>
      <div className={styles.contact}>
        <p className={styles.title} id={branchesTitle}>
          <Translate
            id="mobileMenu.branches.title"
            description="Phone menu: title above each branch's call and WhatsApp links">
            Call or WhatsApp a branch
          </Translate>
        </p>
        <ul className={styles.branches} aria-labelledby={branchesTitle}>
          {branches.map((branch) => (
            <li key={branch.id}>
              <span className={styles.branchName}>{branch.name}</span>
              <BranchContactLinks
                branch={branch}
                links={['call', 'whatsapp']}
                nameBranch="both"
                message={questionMessage(branch.name)}
                className={styles.links}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
