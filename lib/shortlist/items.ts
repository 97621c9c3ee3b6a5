import { isId } from '@/lib/ids';
import { kindBySlug, type KindDef } from '@/models/kinds';
import { SHORTLIST_MAX } from './entries';

export interface ShortlistItem {
  entry: string;
  kind: KindDef;
  id: string;
}

/** The `items` of /shortlist?items=villas:<id>,plots:<id>: known kinds and well-formed ids only, in order, once each. */
export function parseItems(value: string | string[] | undefined): ShortlistItem[] {
  const text = Array.isArray(value) ? value[0] : value;
  const items: ShortlistItem[] = [];
  for (const entry of new Set((text ?? '').split(','))) {
    const [slug, id, extra] = entry.split(':');
    const kind = kindBySlug(slug ?? '');
    if (kind && id && isId(id) && extra === undefined) items.push({ entry, kind, id });
    if (items.length === SHORTLIST_MAX) break;
  }
  return items;
}
