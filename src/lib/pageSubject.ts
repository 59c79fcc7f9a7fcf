/**
 * What the page on screen is about, for the parts of every page that sit
 * outside it (the phone action bar, the chat button): the branch of a branch
 * page, the treatment of a treatment page. The page says so once it is in
 * the browser (src/hooks/useBranchChoice.ts, usePageSubject), and takes it back
 * when it leaves, so the static HTML never depends on it.
 */
export interface PageSubject {
  branch?: string;
  treatment?: string;
}

const nothing: PageSubject = {};
let current: PageSubject = nothing;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function currentPageSubject(): PageSubject {
  return current;
}

/** The static HTML's answer: no page has said anything yet. */
export function noPageSubject(): PageSubject {
  return nothing;
}

export function showPageSubject(subject: PageSubject): void {
  current = subject;
  notify();
}

/** Takes the subject back, unless the next page has already put its own in place. */
export function withdrawPageSubject(subject: PageSubject): void {
  if (current !== subject) return;
  current = nothing;
  notify();
}

export function subscribePageSubject(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}
