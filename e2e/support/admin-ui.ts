import { expect, type Page } from '@playwright/test';
import { admin } from './admin';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label's exact text; required labels end in a '*' hidden from screen readers. */
export const byLabel = (page: Page, text: string) =>
  page.getByLabel(new RegExp(`^${escape(text)}\\*?$`)).and(page.locator('input, select, textarea'));

/** Signs in through the login form, the way the dealer does. */
export async function signInWithForm(page: Page, next?: string): Promise<void> {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await byLabel(page, 'Email').fill(admin.email);
  await byLabel(page, 'Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A toast with this text (success toasts sit in a status region, errors in an alert region). */
export const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/** The public paths of a listing, read through the API. */
export async function listingBySearch(page: Page, slug: string, title: string) {
  const response = await page.request.get(`/api/${slug}?q=${encodeURIComponent(title)}`);
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { data: Record<string, unknown>[] };
  const found = body.data.find((l) => l.title === title);
  expect(found, `listing "${title}" exists`).toBeTruthy();
  // The list answer is a summary; the full listing (with its gallery) comes from its own address.
  const full = await page.request.get(`/api/${slug}/${found!._id}`);
  expect(full.ok()).toBeTruthy();
  return ((await full.json()) as { data: unknown }).data as { _id: string; title: string; price: number; mainImage: string; additionalImages: string[]; version: number } & Record<string, unknown>;
}

export async function expectGone(page: Page, paths: string[]): Promise<void> {
  for (const p of paths) {
    const response = await page.request.get(p);
    expect(response.status(), `${p} is deleted`).toBe(404);
  }
}
