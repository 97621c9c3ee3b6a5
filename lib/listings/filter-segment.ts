import { type KindDef, kindBySlug } from '@/models/kinds';
import { canonicalParams } from '@/models/list-url';
/*
 * Filtered lists are cached like every other page: the proxy rewrites '/villas?bedrooms=3' to
 * '/villas/f/<segment>', an ISR route keyed by its path. The segment is the canonical query in
 * base64url, so any text (Tamil, '&', '/') survives as one path segment.
 */
export const FILTER_SEGMENT = 'f';

export function encodeFilter(params: URLSearchParams): string {
  return Buffer.from(params.toString(), 'utf8').toString('base64url');
}

export function decodeFilter(kind: KindDef, segment: string): URLSearchParams | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(segment)) return null;
  const params = canonicalParams(kind, new URLSearchParams(Buffer.from(segment, 'base64url').toString('utf8')));
  // Only the canonical form has a page of its own; anything else would be a second copy of it.
  return encodeFilter(params) === segment ? params : null;
}

/**
 * The path that serves a list address with filters, sort or a page number: '/villas?bedrooms=3'
 * → '/villas/f/<segment>' ('/ta/villas?…' alike), unknown and invalid values dropped. Null when the
 * plain list page answers (nothing known is left) or the path is not a list's.
 */
export function filteredListPath(pathname: string, searchParams: URLSearchParams): string | null {
  const list = /^(\/ta)?\/(villas|plots|homes)$/.exec(pathname);
  const kind = list ? kindBySlug(list[2]) : undefined;
  if (!list || !kind) return null;
  const params = canonicalParams(kind, searchParams);
  return params.size ? `${list[1] ?? ''}/${list[2]}/${FILTER_SEGMENT}/${encodeFilter(params)}` : null;
}
