/** The export bench's browser side: the super-admin signed in on the host page. */
import type { Page } from 'playwright-core';
import { SUPER_ADMIN } from '../bench-app';

export async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/#/`);
  await page.getByLabel('Email').fill(SUPER_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/#/super-admin/create-admin');
}
