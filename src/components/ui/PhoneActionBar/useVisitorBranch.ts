import {useEffect, useState} from 'react';
import {readSetting, writeSetting} from '@site/src/lib/storage';

/** The visitor's last-contacted branch; static/js/floating-chat.js reads and writes the same key. */
const storageKey = 'clinic.chatBranch';

/** Remembers the branch the visitor contacted, for the next page and the chat button. */
export function saveChoice(id: string): void {
  writeSetting(storageKey, id);
}

/**
 * The visitor's branch, once the page is in the browser: the branch page they
 * are on, else the branch they last contacted (the rule of
 * static/js/floating-chat.js). Null in the static HTML and when unknown.
 */
export function useVisitorBranch(pathname: string): string | null {
  const [branchId, setBranchId] = useState<string | null>(null);
  useEffect(() => {
    const onBranchPage = document.querySelector('[data-branch-page]');
    // The static HTML cannot know the visitor's branch: it is read once the page is in the DOM.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the page's DOM and storage after it renders
    setBranchId(onBranchPage?.getAttribute('data-branch-page') ?? readSetting(storageKey));
  }, [pathname]);
  return branchId;
}
