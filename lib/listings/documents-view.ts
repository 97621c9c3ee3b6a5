/**
 * The documents panel as plain data (issue 13): one line per item with its help, and 'not
 * provided' for whatever the administrator has not filled in, in the page's language.
 */
import { formatDay } from '@/lib/format';
import { ENGLISH_TEXT, fill, type ListingText } from '@/lib/i18n/listing-text';
import { DOCUMENT_WORDS } from '@/models/documents';
import type { Listing } from '@/models/listing';

export type DocumentWords = typeof DOCUMENT_WORDS;

export interface DocumentItem {
  key: keyof DocumentWords['items'];
  label: string;
  help: string;
  /** Null reads 'not provided'. */
  value: string | null;
}

/** 'Exempt: resale by the owner': English lower-cases the option after the colon; other languages have no case. */
const exempt = (w: DocumentWords, reason: string, tx: ListingText) =>
  fill(w.exempt, { reason: tx.lang === 'en' ? `${reason.charAt(0).toLowerCase()}${reason.slice(1)}` : tx.value(reason) });

function ecLine(w: DocumentWords, tx: ListingText, status: string | null, from: number | null, to: number | null) {
  const years = from && to ? fill(w.years, { from, to, n: to - from + 1 }) : null;
  return [status ? tx.value(status) : null, years].filter(Boolean).join(', ');
}

export function documentItems(l: Listing, tx: ListingText = ENGLISH_TEXT, w: DocumentWords = DOCUMENT_WORDS): DocumentItem[] {
  const approval = l.approvalAuthority
    ? [tx.value(l.approvalAuthority), l.approvalNumber, l.approvalYear ? String(l.approvalYear) : null].filter(Boolean).join(w.separator)
    : null;
  const values: Record<DocumentItem['key'], string | null> = {
    approval,
    rera: l.reraNumber ? l.reraNumber : l.reraExemption ? exempt(w, l.reraExemption, tx) : null,
    patta: l.pattaType ? tx.value(l.pattaType) : null,
    ec: l.ecStatus || (l.ecFrom && l.ecTo) ? ecLine(w, tx, l.ecStatus ?? null, l.ecFrom ?? null, l.ecTo ?? null) : null,
    checked: formatDay(l.documentsCheckedOn, tx.lang),
  };
  return (Object.keys(w.items) as DocumentItem['key'][]).map((key) => ({ key, ...w.items[key], value: values[key] || null }));
}
