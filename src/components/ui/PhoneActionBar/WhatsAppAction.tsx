import Translate, {translate} from '@docusaurus/Translate';
import type {QuickContacts} from '@site/src/data/quickContacts';
import {whatsappHref} from '@site/src/lib/phone';
import {questionMessage} from '@site/src/lib/whatsappMessages';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import {WhatsAppIcon} from '@site/src/components/ui/ContactIcons';
import Chooser from './Chooser';
import {chooseBranch} from '@site/src/lib/branchChoice';
import styles from './styles.module.css';

type QuickBranch = QuickContacts['branches'][number];

interface WhatsAppActionProps {
  /** The visitor's branch, when it is known: WhatsApp opens its chat at once. */
  branch: QuickBranch | undefined;
  branches: readonly QuickBranch[];
}

/** "WhatsApp": the visitor's branch's chat, or a chooser of every branch. */
export default function WhatsAppAction({branch, branches}: WhatsAppActionProps) {
  if (branch) {
    return (
      <a
        className={styles.action}
        href={whatsappHref(branch.whatsapp, questionMessage(branch.name))}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => chooseBranch(branch.id)}>
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
    );
  }
  return (
    <Chooser
      label={translate({
        id: 'phoneActionBar.whatsapp.label',
        message: 'WhatsApp',
        description:
          "Label of the phone action bar's WhatsApp button (the app's name); followed by phoneActionBar.whatsapp.srBranch for screen readers",
      })}
      icon={<WhatsAppIcon />}
      title={translate({
        id: 'phoneActionBar.whatsapp.chooserTitle',
        message: 'Message a branch on WhatsApp',
        description: 'Title of the list of branches to message, opened from the phone action bar',
      })}>
      {branches.map((b) => (
        <li key={b.id} data-branch={b.id} className={styles.choice}>
          <span className={styles.choiceName}>{b.name}</span>
          <BranchContactLinks
            branch={b}
            links={['whatsapp']}
            variant="buttons"
            nameBranch="whatsapp"
            message={questionMessage(b.name)}
            className={styles.choiceLinks}
          />
        </li>
      ))}
    </Chooser>
  );
}
