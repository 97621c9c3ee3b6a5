'use client';

/**
 * The shortlist lives in this browser only (issue 14): localStorage holds '<slug>:<id>' entries,
 * newest first. Components read it through useSyncExternalStore, so the server render and the
 * first client render agree (nothing saved) and every heart and the navbar count follow one
 * another, across tabs too (the 'storage' event).
 */
import { useSyncExternalStore } from 'react';
import { parseEntries, SHORTLIST_MAX } from './entries';

export { entryOf } from './entries';

const KEY = 'hosur-shortlist';
const CHANGED = 'hosur-shortlist-change';

function readRaw(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return ''; // storage blocked (private mode, a policy): the list is simply empty
  }
}

function write(entries: string[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(entries.slice(0, SHORTLIST_MAX)));
  } catch {
    // Full or blocked storage: the heart stays as it was.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => (e.key === KEY || e.key === null) && onChange();
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

export function toggleEntry(entry: string): void {
  const entries = parseEntries(readRaw());
  write(entries.includes(entry) ? entries.filter((e) => e !== entry) : [entry, ...entries]);
}

export function removeEntries(gone: string[]): void {
  write(parseEntries(readRaw()).filter((e) => !gone.includes(e)));
}

/** The saved entries; null until the browser's list has been read (the server and first render). */
export function useShortlist(): string[] | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return raw === null ? null : parseEntries(raw);
}
