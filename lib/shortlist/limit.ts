/** How many listings a shortlist keeps (apart from store.ts, which is browser-only, so the server can read it). */
export const SHORTLIST_MAX = 50;
