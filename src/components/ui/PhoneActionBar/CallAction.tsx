import Translate, {translate} from '@docusaurus/Translate';
import type {QuickContacts} from '@site/src/data/quickContacts';
import {formatPhone, telHref} from '@site/src/lib/phone';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import {PhoneIcon} from '@site/src/components/ui/ContactIcons';
import Chooser from './Chooser';
import {EmergencyChoice} from './Emergency';
import {chooseBranch} from '@site/src/lib/branchChoice';
import styles from './styles.module.css';

type QuickBranch = QuickContacts['branches'][number];

interface CallActionProps {
  /** The visitor's branch, when it is known: Call rings it at once. */
  branch: QuickBranch | undefined;
  branches: readonly QuickBranch[];
}

/** "Call": the visitor's branch, or a chooser of every branch and the emergency line. */
export default function CallAction({branch, branches}: CallActionProps) {
  if (branch) {
    return (
      <a
        className={styles.action}
        href={telHref(branch.phone)}
        onClick={() => chooseBranch(branch.id)}>
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
    );
  }
  return (
    <Chooser
      label={translate({
        id: 'phoneActionBar.call.label',
        message: 'Call',
        description:
          "Label of the phone action bar's Call button; followed by phoneActionBar.call.srBranch for screen readers",
      })}
      icon={<PhoneIcon />}
      title={translate({
        id: 'phoneActionBar.call.chooserTitle',
        message: 'Call a branch',
        description: 'Title of the list of branches to call, opened from the phone action bar',
      })}>
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
    </Chooser>
  );
}
