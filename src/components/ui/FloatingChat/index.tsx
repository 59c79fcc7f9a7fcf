import {useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useChosenBranch, useLeadingBranch} from '@site/src/hooks/useBranchChoice';
import {useQuickContacts} from '@site/src/hooks/useQuickContacts';
import {leadFirst} from '@site/src/lib/branchChoice';
import {questionMessage} from '@site/src/lib/whatsappMessages';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import type {WidgetName} from '@site/src/legacy/widgetList';
import styles from './styles.module.css';

const chatWidget: WidgetName = 'chat';

/**
 * The floating WhatsApp and call button on every page of 997 px and wider
 * (on phones the PhoneActionBar takes its place). A <details> panel of
 * plain links, so it works without JavaScript. Once in the browser, the
 * leading branch (the branch page's, else the one the visitor chose:
 * src/hooks/useBranchChoice.ts) is listed first as the panel opens, the
 * chosen one marked "your branch"; static/js/floating-chat.js, loaded on the
 * first touch, closes the panel on Escape or a tap outside. Hidden in print.
 */
export default function FloatingChat() {
  const {branches} = useQuickContacts();
  const chosen = useChosenBranch();
  const lead = useLeadingBranch();
  // The order is set as the panel opens, so a choice made in it does not move the rows under the pointer.
  const [listedFirst, setListedFirst] = useState<string | null>(null);
  return (
    // A legacy widget's island (src/legacy/widgetList.ts), but not the memoised
    // <Island>: the script only adds listeners, so React may re-render the list.
    <aside
      className={styles.chat}
      data-widget={chatWidget}
      aria-label={translate({
        id: 'floatingChat.label',
        message: 'Message or call a branch',
        description: 'Screen reader name of the floating chat button and its panel',
      })}>
      <details
        className={styles.details}
        onToggle={(event) => {
          if (event.currentTarget.open) setListedFirst(lead);
        }}>
        <summary className={styles.button}>
          <svg
            aria-hidden="true"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            className={styles.icon}>
            <path
              fill="currentColor"
              d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
            />
          </svg>
          <span className={styles.label}>
            <Translate id="floatingChat.button" description="Label of the floating chat button">
              Chat or call
            </Translate>
          </span>
        </summary>
        <div className={styles.panel}>
          <p className={styles.panelTitle}>
            <Translate
              id="floatingChat.panel.title"
              description="Title of the floating chat panel that lists the branches">
              Message or call a branch
            </Translate>
          </p>
          <ul className={styles.branches}>
            {leadFirst(branches, listedFirst).map((branch) => (
              <li key={branch.id} data-branch={branch.id} className={styles.branch}>
                <span className={styles.branchName}>
                  {branch.name}
                  {branch.id === chosen && (
                    <span className={styles.yours}>
                      {' '}
                      <Translate
                        id="floatingChat.yourBranch"
                        description="Shown after the branch the visitor chose, in the floating chat panel">
                        (your branch)
                      </Translate>
                    </span>
                  )}
                </span>
                <BranchContactLinks
                  branch={branch}
                  links={['whatsapp', 'call']}
                  variant="buttons"
                  nameBranch="both"
                  message={questionMessage(branch.name)}
                  className={styles.links}
                />
              </li>
            ))}
          </ul>
        </div>
      </details>
    </aside>
  );
}
