/**
 * Browser storage that never throws, the one way the site's code uses it:
 * private browsing, full storage or a blocked storage API make it a quiet
 * no-op (nothing logged), so a page still works; it just cannot remember.
 * Drafts (a form's answers) go to session storage as JSON and last for the
 * visit; small settings (a chosen branch) go to local storage as they are.
 * Every key is listed in src/data/browserStorage.ts, which the privacy policy
 * shows (tests/unit/data/browserStorage.test.ts holds the list to the code).
 */

type StorageKind = 'localStorage' | 'sessionStorage';

/** The storage, or null where there is none: on the server, or when reading it throws. */
function open(kind: StorageKind): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readDraft<T>(key: string): T | null {
  try {
    const raw = open('sessionStorage')?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): boolean {
  try {
    const store = open('sessionStorage');
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string): void {
  try {
    open('sessionStorage')?.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** A setting kept in local storage, or null when there is none or storage is unavailable. */
export function readSetting(key: string): string | null {
  try {
    return open('localStorage')?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a setting in local storage; false when it could not be kept. */
export function writeSetting(key: string, value: string): boolean {
  try {
    const store = open('localStorage');
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
