import type { KindDef } from '@/models/kinds';
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

