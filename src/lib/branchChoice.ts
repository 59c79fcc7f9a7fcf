/**
 * The branch the visitor chose: once they call, message, get directions to or
 * book at a branch, that branch leads every Call, WhatsApp and Book button on
 * every page after (src/hooks/useBranchChoice.ts). Kept in local storage under
 * one key (listed in src/data/browserStorage.ts); where storage is refused the
 * choice lasts for this visit only, and nothing is logged.
 */
import {readSetting, writeSetting} from './storage';

const storageKey = 'clinic.branch';

/** A choice storage refused to keep: it lasts until the page is reloaded. */
let unsavedChoice: string | null = null;
const listeners = new Set<() => void>();

/** The stored value as a branch id, or null when it names no branch (an old or edited value). */
export function parseBranchChoice(raw: string | null, branchIds: readonly string[]): string | null {
  const id = raw?.trim() ?? '';
  return branchIds.includes(id) ? id : null;
}

/** The visitor's chosen branch among `branchIds`, or null before any choice. */
export function readBranchChoice(branchIds: readonly string[]): string | null {
  return parseBranchChoice(readSetting(storageKey) ?? unsavedChoice, branchIds);
}

/** Remembers the branch and tells every part of the page that shows it. */
export function chooseBranch(id: string): void {
  unsavedChoice = writeSetting(storageKey, id) ? null : id;
  listeners.forEach((listener) => listener());
}

/**
 * Calls `onChange` when the choice changes on this page or in another tab
 * (the `storage` event, which only other tabs receive). Returns the unsubscribe.
 */
export function subscribeBranchChoice(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    // A null key: the other tab cleared the whole storage.
    if (event.key === storageKey || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The list with the leading branch first and the others in their order; unchanged without one. */
export function leadFirst<T extends {id: string}>(list: readonly T[], leadId: string | null): T[] {
  const lead = list.find((item) => item.id === leadId);
  return lead ? [lead, ...list.filter((item) => item !== lead)] : [...list];
}

/** The booking form's address, with the treatment and the branch chosen when known. */
export function bookingHref({
  treatment,
  branch,
}: {
  treatment?: string | null;
  branch?: string | null;
}): string {
  const query = new URLSearchParams({
    ...(treatment ? {treatment} : {}),
    ...(branch ? {branch} : {}),
  }).toString();
  return query ? `/contact?${query}` : '/contact';
}
