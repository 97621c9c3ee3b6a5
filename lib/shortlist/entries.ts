/** Shortlist entries ('<slug>:<id>'), read the same way by the browser's store and the server's page. */
export const SHORTLIST_MAX = 50;
const ENTRY = /^(villas|plots|homes):[0-9a-f]{24}$/;

export const entryOf = (slug: string, id: string) => `${slug}:${id}`;
export const isEntry = (value: unknown): value is string => typeof value === 'string' && ENTRY.test(value);

/** Valid entries only, at most SHORTLIST_MAX, whatever another script or an old version left. */
export function parseEntries(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter(isEntry))].slice(0, SHORTLIST_MAX);
  } catch {
    return [];
  }
}
