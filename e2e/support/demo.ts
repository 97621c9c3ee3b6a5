import { expect, type Page } from '@playwright/test';

/** The demo listing with this exact title (scripts/seed/data.ts), read through the API. */
export async function demo<T extends { title: string }>(page: Page, slug: string, title: string): Promise<T> {
  const res = await page.request.get(`/api/${slug}?q=${encodeURIComponent(title)}&limit=5`);
  expect(res.ok()).toBeTruthy();
  const found = ((await res.json()) as { data: T[] }).data.find((l) => l.title === title);
  expect(found, title).toBeTruthy();
  return found!;
}
