/**
 * The API's reference page in Chromium (docs/rules/integrations.md#d15.2): Swagger UI loads from this
 * server under the page's own policy, lists every area of the API and opens a call, and the policy
 * refuses nothing on the way.
 */
import { afterEach, expect, it } from 'vitest';
import { DOCS_POLICY } from '../../server/src/routes/openapi/api-docs';
import { newPage, type TestPage } from './support/browser';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
let tab: TestPage;

afterEach(async () => {
  await tab?.close();
});

/** Runs in the page before its scripts: keeps every violation of the policy. */
function recordViolations() {
  const seen: string[] = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
  });
  Object.assign(window, { violations: () => seen });
}

it('shows every area of the API and a call’s details, with nothing refused by its policy', async () => {
  tab = await newPage(suite.browser);
  const { page } = tab;
  await page.addInitScript(recordViolations);
  const response = await page.goto(`${suite.server.url}/api/docs`);
  expect(response?.headers()['content-security-policy']).toBe(DOCS_POLICY);

  await page.getByRole('heading', { name: /Rental Leads API/ }).waitFor();
  await expect.poll(() => page.locator('.opblock-tag').count()).toBeGreaterThan(20);

  await page.locator('.opblock-tag[data-tag="leads"]').click();
  const claim = page.locator('.opblock').filter({ hasText: '/rental/get-single-rental' });
  await claim.locator('.opblock-summary').click();
  await claim.getByText('Roles: data-picker.').waitFor();
  await claim.getByText('pool-empty', { exact: false }).first().waitFor();

  const violations = await page.evaluate(() =>
    (window as unknown as { violations(): string[] }).violations(),
  );
  expect(violations).toEqual([]);
  expect(tab.errors).toEqual([]);
});
