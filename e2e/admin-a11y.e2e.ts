import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInWithForm } from './support/admin-ui';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('sign-in page has no serious accessibility problems', async ({ page }) => {
  await page.goto('/login');
  expect(await seriousViolations(page)).toEqual([]);
});

for (const width of [360, 1280]) {
  test(`dashboard and add form have no serious accessibility problems at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInWithForm(page);
    for (const path of ['/dashboard', '/admin/add-home', '/admin/all-villas']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
