import { expect, test } from '@playwright/test';
import { admin } from './support/admin';
import { byLabel, signInWithForm } from './support/admin-ui';

const GUARDED = [
  '/dashboard',
  '/admin/add-villa',
  '/admin/add-plot',
  '/admin/add-home',
  '/admin/all-villas',
  '/admin/all-plots',
  '/admin/all-homes',
  '/admin/editvilla/000000000000000000000000',
  '/admin/editPlot/000000000000000000000000',
  '/admin/edit-homes/000000000000000000000000',
  '/admin/editVilla/000000000000000000000000',
  '/admin/edit-home/000000000000000000000000',
  '/admin/search?q=villa',
];

const loginFor = (path: string) => new RegExp(`/login\\?next=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('signed-out visitors are sent to /login with a return path', async ({ page }) => {
  for (const path of GUARDED) {
    await page.goto(path);
    await expect(page, path).toHaveURL(loginFor(path));
  }
});

test('a tampered, bogus or revoked session cookie counts as signed out', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'session', value: 'bogus', url: baseURL! }]);
  await page.goto('/admin/all-plots');
  await expect(page).toHaveURL(loginFor('/admin/all-plots'));

  await signInWithForm(page);
  const real = (await context.cookies()).find((c) => c.name === 'session')!.value;
  const [header, payload, signature] = real.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const forged = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 * 24 * 365 })).toString('base64url');
  await context.addCookies([{ name: 'session', value: `${header}.${forged}.${signature}`, url: baseURL! }]);
  await page.goto('/admin/add-villa');
  await expect(page).toHaveURL(loginFor('/admin/add-villa'));

  // Logout revokes the token, so a copy of it no longer works.
  await context.addCookies([{ name: 'session', value: real, url: baseURL! }]);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.addCookies([{ name: 'session', value: real, url: baseURL! }]);
  await page.goto('/admin/all-homes');
  await expect(page).toHaveURL(loginFor('/admin/all-homes'));
});

test('sign-in form: field checks, server message, typing clears it, then success', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  await expect(page.getByRole('link', { name: 'Create one now' })).toHaveAttribute('href', '/register');
  await expect(page.getByText('Or continue with')).toBeVisible();
  await expect(page.getByRole('button', { name: /Continue with .* \(not available\)/ })).toHaveCount(3);
  await expect(byLabel(page, 'Remember me')).not.toBeChecked();

  await byLabel(page, 'Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  await expect(byLabel(page, 'Email')).toBeFocused();
  await expect(byLabel(page, 'Email')).toHaveAttribute('aria-invalid', 'true');

  // One wrong password per run: sign-in is throttled after five failures per address.
  await byLabel(page, 'Email').fill(admin.email);
  await byLabel(page, 'Password').fill('definitely-wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await byLabel(page, 'Password').fill(admin.password);
  await expect(page.getByText('Invalid email or password.')).toHaveCount(0);

  await byLabel(page, 'Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, .+!$/ })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  // Admin pages are private: not stored by caches, not indexed.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect((await page.request.get('/dashboard')).headers()['cache-control']).toContain('no-store');

  // Already signed in: /login goes to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('after sign-in the visitor returns to the page first asked for, never to another site', async ({ page, context }) => {
  await page.goto('/admin/all-plots');
  await signInWithForm(page, '/admin/all-plots');
  await expect(page).toHaveURL(/\/admin\/all-plots$/);

  for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
    await context.clearCookies();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await byLabel(page, 'Email').fill(admin.email);
    await byLabel(page, 'Password').fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page, next).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
  }
});

test('logout ends the session and the side menu works', async ({ page }) => {
  await signInWithForm(page);
  const menu = page.getByRole('navigation', { name: 'Administrator' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: /^Home/ })).toHaveAttribute('target', '_blank');
  await menu.getByRole('link', { name: 'All Plots' }).click();
  await expect(page).toHaveURL(/\/admin\/all-plots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Plots' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ plot\(s\) total$/)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
});

test('the side menu collapses on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInWithForm(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'All Villas' })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'All Villas' }).click();
  await expect(page).toHaveURL(/\/admin\/all-villas$/);
  await expect(page.getByRole('link', { name: 'All Villas' })).toBeHidden();
  await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 360);
});

test('account help pages explain how administrators are created', async ({ page }) => {
  for (const path of ['/forgot-password', '/register']) {
    await page.goto(path);
    await expect(page.getByText('npm run admin:create')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  }
});
