/**
 * Sessions (docs/rules/auth.md, "Sessions"), driven in Chromium: one user signed in from two browsers
 * ends the other from its profile; the other is signed out at once (its socket closes, its refresh is
 * refused), while this one stays. axe finds nothing serious on the list nor in its question.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { signedInTab } from './support/session';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

const sessionsOf = (page: Page) => page.getByRole('region', { name: 'Sessions' });

describe('the profile’s sessions', () => {
  it('ends the other browser’s session, which is signed out at once', async () => {
    const creator = await suite.server.addUser('data-creator');
    // Two browsers, each signed in: two sessions.
    const other = await signedInTab(suite, creator, '/data-creator/create');
    const mine = await signedInTab(suite, creator, '/data-creator/create');

    await mine.page.goto(`${suite.server.url}/#/profile`);
    const sessions = sessionsOf(mine.page);
    await sessions.getByText('This device', { exact: true }).waitFor();
    await sessions.getByRole('row').nth(2).waitFor();
    expect(await sessions.getByRole('row').count()).toBe(3);
    expect(await seriousViolations(mine.page)).toEqual([]);

    await sessions.getByRole('button', { name: 'End session of Chrome on Linux' }).click();
    const dialog = mine.page.getByRole('dialog', { name: /End session/ });
    await dialog.waitFor();
    expect(await seriousViolations(mine.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'End', exact: true }).click();
    await mine.page.getByText('Session ended').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await sessions.getByText('You are signed in on this device only.').waitFor();
    expect(await sessions.getByRole('row').count()).toBe(2);

    // Its socket closed: the client asks for a new token, is refused, and signs out.
    await other.page.waitForURL(/#\/$/);
    await other.page.getByRole('heading', { name: 'Login' }).waitFor();

    // This browser goes on.
    await mine.page.reload();
    await sessionsOf(mine.page).getByText('This device', { exact: true }).waitFor();
    expect(mine.errors).toEqual([]);
  });
});
