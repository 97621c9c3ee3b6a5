/**
 * The documents panel as plain data (issue 13): one line per item with its help, and 'not
 * provided' for whatever the administrator has not filled in.
 */
import { formatDay } from '@/lib/format';
import { DOCUMENT_WORDS } from '@/models/documents';
import type { Listing } from '@/models/listing';

export interface DocumentItem {
  key: keyof typeof DOCUMENT_WORDS.items;
  label: string;
  help: string;
  /** Null reads 'not provided'. */
  value: string | null;
}

export function documentItems(l: Listing): DocumentItem[] {
  const w = DOCUMENT_WORDS;
  const values: Record<DocumentItem['key'], string | null> = {
    approval: l.approvalAuthority ? w.approval(l.approvalAuthority, l.approvalNumber ?? null, l.approvalYear ?? null) : null,
    rera: l.reraNumber ? l.reraNumber : l.reraExemption ? w.exempt(l.reraExemption) : null,
    patta: l.pattaType ?? null,
    ec: l.ecStatus || (l.ecFrom && l.ecTo) ? w.ec(l.ecStatus ?? null, l.ecFrom ?? null, l.ecTo ?? null) : null,
    checked: formatDay(l.documentsCheckedOn),
  };
  return (Object.keys(w.items) as DocumentItem['key'][]).map((key) => ({ key, ...w.items[key], value: values[key] || null }));
}
