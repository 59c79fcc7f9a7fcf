import {useCallback, useEffect, useSyncExternalStore} from 'react';
import {readBranchChoice, subscribeBranchChoice} from '@site/src/lib/branchChoice';
import {
  currentPageSubject,
  noPageSubject,
  showPageSubject,
  subscribePageSubject,
  withdrawPageSubject,
  type PageSubject,
} from '@site/src/lib/pageSubject';
import {useQuickContacts} from './useQuickContacts';

/**
 * The branch the visitor chose (src/lib/branchChoice.ts), the same in every
 * component: a choice made in one updates the others on the page, and a
 * choice made in another tab updates this one. Null in the static HTML and on
 * hydration, so the page first shows every branch equally; the remembered
 * branch follows straight after, in the space the equal state reserved.
 */
export function useChosenBranch(): string | null {
  const {branches} = useQuickContacts();
  const read = useCallback(() => readBranchChoice(branches.map((b) => b.id)), [branches]);
  return useSyncExternalStore(subscribeBranchChoice, read, () => null);
}

/** What the page on screen is about (src/lib/pageSubject.ts); nothing in the static HTML. */
export function usePageSubject(): PageSubject {
  return useSyncExternalStore(subscribePageSubject, currentPageSubject, noPageSubject);
}

/**
 * The branch that leads the Call, WhatsApp and Book buttons: on a branch page
 * that page's branch, elsewhere the visitor's chosen branch; null before any
 * choice, when every branch is offered equally.
 */
export function useLeadingBranch(): string | null {
  const chosen = useChosenBranch();
  return usePageSubject().branch ?? chosen;
}

/**
 * Tells the parts outside the page (the phone action bar, the chat button)
 * what this page is about, while it is on screen.
 */
export function useShowPageSubject({branch, treatment}: PageSubject): void {
  useEffect(() => {
    const subject = {branch, treatment};
    showPageSubject(subject);
    return () => withdrawPageSubject(subject);
  }, [branch, treatment]);
}
