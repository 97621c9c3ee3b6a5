import type { Page } from '@playwright/test';

export const admin = {
  email: process.env.ADMIN_EMAIL || 'admin@e2e.test',
  password: process.env.ADMIN_PASSWORD || '',
};

/** Signs in through the API and leaves the session cookie in the page's browser context. */
export async function signIn(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
