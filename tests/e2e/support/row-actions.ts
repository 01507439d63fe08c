/** A staff row's actions sit behind its Actions menu (src/ui/row-menu.tsx): open it, choose one. */
import type { Locator, Page } from 'playwright-core';

export async function chooseRowAction(
  scope: Page | Locator,
  person: string,
  action: 'Edit' | 'Move' | 'End sessions' | 'Reset two-factor' | 'Delete',
) {
  await scope.getByRole('button', { name: `Actions for ${person}` }).click();
  await scope.getByRole('menuitem', { name: action, exact: true }).click();
}
