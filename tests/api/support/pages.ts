// Reading the public pages' HTML in the API tests: status, cache header, title, canonical link,
// robots, the cards shown, the count line and the pagination links.
import { expect } from 'vitest';
import { api } from './client';

export interface Page {
  status: number;
  /** x-nextjs-cache: HIT, MISS, STALE, or null when the answer did not come from the page cache. */
  cache: string | null;
  html: string;
  /** The HTML with React's text separators and entities undone, for matching visible text. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
export const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e]);

export async function getPage(p: string): Promise<Page> {
  const res = await api(p, { redirect: 'manual' });
  const html = await res.text();
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), html, text: decode(html.replace(/<!-- -->/g, '')) };
}

/** GETs a page and fails the test (with the start of the body) unless it answers `status`. */
export async function page(p: string, status = 200): Promise<Page> {
  const r = await getPage(p);
  expect(r.status, `GET ${p}: ${r.html.slice(0, 300)}`).toBe(status);
  return r;
}

/** The build files (`/_next/static/…` scripts and stylesheets) a page's HTML loads, relative to the static folder. */
export const buildFilesOf = (html: string) => [...new Set([...html.matchAll(/\/_next\/static\/([^"'?]+\.(?:js|css))/g)].map((m) => m[1]))];
export const titleOf = (pg: Page) => decode(/<title>([^<]*)<\/title>/.exec(pg.html)?.[1] ?? '');
export const canonicalOf = (pg: Page) => decode(/<link rel="canonical" href="([^"]*)"/.exec(pg.html)?.[1] ?? '');
export const robotsOf = (pg: Page) => decode(/<meta name="robots" content="([^"]*)"/.exec(pg.html)?.[1] ?? '');
export const metaOf = (pg: Page, name: string) => decode(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`).exec(pg.html)?.[1] ?? '');

/** The ids of the listing cards on a page, in order (each card's 'View Details' link). */
export function cardIds(pg: Page, slug: string): string[] {
  return [...pg.html.matchAll(new RegExp(`<a href="/${slug}/([^"/]+)" class="card-button card-view"`, 'g'))].map((m) => m[1]);
}

/** '14 villas found · page 2 of 2' as numbers, or null when the page shows no count. */
export function countOf(pg: Page): { total: number; found: boolean; page: number; pages: number } | null {
  const m = /([\d,]+) (?:villas?|plots?|houses?) (found|listed)(?: · page (\d+) of (\d+))?/i.exec(pg.text);
  if (!m) return null;
  return { total: Number(m[1].replace(/,/g, '')), found: m[2] === 'found', page: Number(m[3] ?? 1), pages: Number(m[4] ?? 1) };
}

/** The pagination links (href by rel or page number) of a list page. */
export function paginationOf(pg: Page): { prev?: string; next?: string; pages: Record<string, string> } {
  const nav = /<nav aria-label="Pagination"[\s\S]*?<\/nav>/.exec(pg.html)?.[0] ?? '';
  const out: { prev?: string; next?: string; pages: Record<string, string> } = { pages: {} };
  for (const a of nav.matchAll(/<a ([^>]*)>([\s\S]*?)<\/a>/g)) {
    const href = decode(/href="([^"]*)"/.exec(a[1])?.[1] ?? '');
    const label = a[2].replace(/<[^>]*>/g, '').replace(/<!-- -->/g, '').trim();
    if (label === 'Previous') out.prev = href;
    else if (label === 'Next') out.next = href;
    else out.pages[label.replace(/^Page\s*/, '')] = href;
  }
  return out;
}

/** Asserts that a page shows (or does not show) a text, without dumping the whole page on failure. */
export function expectText(pg: Page, text: string, shown = true, where = '') {
  expect(pg.text.includes(text), `${where}${where ? ': ' : ''}${shown ? 'shows' : 'does not show'} ${JSON.stringify(text)}`).toBe(shown);
}
