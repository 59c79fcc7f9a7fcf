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
import {useThemeConfig} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarItem, {type Props as NavbarItemProps} from '@theme/NavbarItem';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import {sections} from '@site/src/data/navigation';
import {useQuickContacts} from '@site/src/hooks/useQuickContacts';
import {formatPhone, telHref} from '@site/src/lib/phone';
import styles from './styles.module.css';

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
        <span className={styles.emergencyNote}>Dental emergency</span>{' '}
        <span>Call {formatPhone(emergencyPhone)}</span>{' '}
        <span className={styles.emergencyNote}>Answered {emergencyAnswered}</span>
      </a>
      <ul className="menu__list">
        {items.map((item, i) => (
          <NavbarItem mobile {...item} onClick={() => mobileSidebar.toggle()} key={i} />
        ))}
      </ul>
      <div className={styles.contact}>
        <p className={styles.title} id={branchesTitle}>
          Call or WhatsApp a branch
        </p>
        <ul className={styles.branches} aria-labelledby={branchesTitle}>
          {branches.map((branch) => (
            <li key={branch.id}>
              <span className={styles.branchName}>{branch.name}</span>
              <BranchContactLinks
                branch={branch}
                links={['call', 'whatsapp']}
                nameBranch="both"
                message={`Hello, I have a question for the ${branch.name} branch.`}
                className={styles.links}
              />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
