/*
 * First-load JavaScript as the browser fetches it: every script a phone-sized Chromium requests
 * while loading a page, up to its load event, whatever the HTML or the framework's runtime asked
 * for. Scripts requested after the load event (loaded on demand, or prefetched for a link) are
 * kept apart. Each body is fetched once more and gzipped at level 9, so the figures do not depend
 * on how the server compresses.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { Chunk } from './audit-report';
import { PHONE } from './first-tap';

const sizes = new Map<string, Promise<Chunk>>();

function chunk(url: string): Promise<Chunk> {
  let size = sizes.get(url);
  if (!size) {
    size = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      return { url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    });
    sizes.set(url, size);
  }
  return size;
}

/** The scripts `url` loads, before and after its load event (after: within a second of it). */
export async function scriptsOf(browser: Browser, url: string): Promise<{ first: Chunk[]; later: Chunk[] }> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const first = new Set<string>();
    const later = new Set<string>();
    let loaded = false;
    page.on('load', () => void (loaded = true));
    page.on('request', (request) => {
      if (request.resourceType() === 'script') (loaded ? later : first).add(request.url());
    });
    await page.goto(url, { waitUntil: 'load' });
    loaded = true;
    await page.waitForTimeout(1000);
    for (const u of first) later.delete(u);
    return { first: await Promise.all([...first].map(chunk)), later: await Promise.all([...later].map(chunk)) };
  } finally {
    await context.close();
  }
}
