import { expect, test } from './fixtures.js';

test('the served UI renders and shows the bridge online', async ({ page, bridge }) => {
  await page.goto(bridge.url);
  await expect(page.getByRole('heading', { name: 'Tillbridge' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready for payments' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Bridge online');
  await expect(page.getByText(`${bridge.url}/authcall.xml/`)).toBeVisible();
});

test('the UI is served with a strict content security policy', async ({ request, bridge }) => {
  const response = await request.get(bridge.url + '/');
  expect(response.status()).toBe(200);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
});
