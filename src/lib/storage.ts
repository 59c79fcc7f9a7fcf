/**
 * Session storage that never throws: private browsing, full storage or a
 * blocked storage API make it a quiet no-op, so a form still works (it just
 * cannot keep a draft across reloads).
 */

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft<T>(key: string): T | null {
  try {
    const raw = session()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown): boolean {
  try {
    const store = session();
    if (!store) return false;
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
