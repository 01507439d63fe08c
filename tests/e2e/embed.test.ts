/**
 * The plain intranet page (host-demo/embed.html), which loads elements from their own entry files:
 * a creator signs in and creates a rental while the page logs the events and keeps its own CSS, and
 * however many elements it shows, the page holds one React, one auth store and one socket.
 */
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { formatPhone } from '../../src/contract/phone';
import { newPage, type TestPage } from './support/browser';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
let tab: TestPage;

afterEach(async () => {
  await tab?.close();
});

interface RendererCount {
  injections: number;
  roots: number;
  rendererIds: number[];
}

/**
 * A stand-in for React DevTools' global hook. Every copy of React DOM calls `inject` once when it
 * loads (React 19 skips the hook unless `supportsFiber` is set; the other callbacks are optional),
 * then reports each root it commits with the id `inject` returned.
 */
function installReactHook() {
  const roots = new Set<unknown>();
  const rendererIds = new Set<number>();
  let injections = 0;
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      inject: () => {
        injections += 1;
        return injections;
      },
      onCommitFiberRoot: (id: number, root: unknown) => {
        rendererIds.add(id);
        roots.add(root);
      },
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
    },
    rendererCount: () => ({ injections, roots: roots.size, rendererIds: [...rendererIds] }),
  });
}

const rendererCount = (page: Page) =>
  page.evaluate(() => (window as unknown as { rendererCount(): RendererCount }).rendererCount());

async function openDesk(options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
  tab = await newPage(suite.browser, options);
  await tab.page.addInitScript(installReactHook);
  await tab.page.goto(`${suite.server.url}/embed.html`);
  return tab.page;
}

async function signIn(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** socket.io sessions the page opens: a WebSocket first, or an engine.io polling handshake. */
function countSocketSessions(page: Page) {
  const sessions = { opened: 0, closed: 0 };
  const isHandshake = (url: string) => {
    const { pathname, searchParams } = new URL(url);
    return pathname.startsWith('/socket.io/') && !searchParams.has('sid');
  };
  page.on('websocket', (socket) => {
    if (!isHandshake(socket.url())) return;
    sessions.opened += 1;
    socket.on('close', () => {
      sessions.closed += 1;
    });
  });
  page.on('request', (request) => {
    if (isHandshake(request.url()) && request.url().includes('transport=polling')) sessions.opened += 1;
  });
  return sessions;
}

const eventLog = (page: Page) => page.getByRole('complementary', { name: 'Event log' }).getByRole('listitem');

const stat = (page: Page, label: string) =>
  page
    .locator('rl-create-rental')
    .locator('.rl-stat')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('strong');

/** Computed styles of an element in the page or, with `host`, inside that element's shadow root. */
const styleOf = (page: Page, selector: string, host?: string) =>
  page.evaluate(
    ([sel, hostTag]) => {
      const root = hostTag ? document.querySelector(hostTag as string)?.shadowRoot : document;
      const el = root?.querySelector(sel as string);
      if (!el) throw new Error(`${sel} is not in ${hostTag ?? 'the page'}`);
      const s = getComputedStyle(el);
      return {
        background: s.backgroundColor,
        color: s.color,
        font: s.fontFamily,
        transform: s.textTransform,
        radius: s.borderTopLeftRadius,
      };
    },
    [selector, host],
  );

it('signs a creator in, creates a rental, logs the events, and keeps the page’s CSS its own', async () => {
  const creator = await suite.server.addUser('data-creator');
  const page = await openDesk({ viewport: { width: 1440, height: 900 } });
  await page.locator('rl-login').getByRole('heading', { name: 'Login' }).waitFor();
  // The header's bell is on the page from the start and renders nothing while nobody is signed in.
  expect(await page.locator('rl-notification-bell').count()).toBe(1);
  await expect(page.getByRole('button', { name: 'Notifications' }).count()).resolves.toBe(0);

  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await signIn(page, creator);

  // The elements already on the page see the sign-in at once: one auth store, no reload.
  await page.getByRole('button', { name: 'Notifications' }).waitFor();
  await page.getByRole('complementary', { name: 'Sidebar' }).getByText('Data Creator').waitFor();
  await expect(eventLog(page).filter({ hasText: 'rl-signed-in' }).textContent()).resolves.toContain(
    `${creator.name} (data-creator)`,
  );
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(page.url()).toBe(`${suite.server.url}/embed.html`);

  await expect.poll(() => stat(page, 'Today').textContent()).toBe('0');
  const form = page.getByRole('form', { name: 'Rental' });
  await form.getByLabel('Facebook Name').fill('Ana Ruiz');
  await form.getByLabel('Client Name').fill('Ana');
  await form.getByLabel('Number').fill('(555) 301-4455');
  await form.getByLabel('Rent', { exact: true }).fill('$750');
  await form.getByLabel('House/Apt Details').fill('1 bedroom');
  await form.getByLabel('Address').fill('4 Harbor Lane');
  await form.getByLabel('Post Link').fill('https://facebook.com/groups/rentals/posts/7');
  await form.getByRole('button', { name: 'Create Rental' }).click();
  await page.getByText('created data successfully').waitFor();
  await expect(eventLog(page).first().textContent()).resolves.toMatch(/rl-rental-created.*5553014455.*Ana/);
  await expect.poll(() => stat(page, 'Today').textContent()).toBe('1');

  // The intranet's broad element rules stay on the intranet; the widgets take only its --rl-* brand.
  await page.mouse.move(0, 0);
  const pageButton = await styleOf(page, '#theme-toggle');
  expect(pageButton).toMatchObject({
    transform: 'uppercase',
    radius: '999px',
    background: 'rgb(217, 164, 65)',
  });
  expect(await styleOf(page, '.intranet-header')).toMatchObject({ background: 'rgb(11, 59, 54)' });
  expect(await styleOf(page, '#desk-title')).toMatchObject({ transform: 'uppercase' });
  const widgetButton = await styleOf(page, 'button[type="submit"]', 'rl-create-rental');
  expect(widgetButton).toMatchObject({
    transform: 'none',
    radius: '3px',
    background: 'rgb(15, 118, 110)',
    color: 'rgb(255, 255, 255)',
  });
  expect(widgetButton.font).toMatch(/^"Trebuchet MS"/);
  expect(await styleOf(page, 'h1', 'rl-create-rental')).toMatchObject({ transform: 'none' });
  await page.screenshot({ path: 'test-results/screenshots/embed-1440.png', fullPage: true });

  // A reload keeps the session: the login element sends it on to the creator's desk.
  await page.reload();
  await page.getByRole('form', { name: 'Rental' }).waitFor();
  await page.getByRole('button', { name: 'Notifications' }).waitFor();
  expect(tab.errors).toEqual([]);
});

it('holds one React and loads every chunk once, with several elements on the page', async () => {
  const creator = await suite.server.addUser('data-creator');
  const page = await openDesk();
  await signIn(page, creator);
  await page.getByRole('form', { name: 'Rental' }).waitFor();
  await page.getByRole('button', { name: 'Notifications' }).waitFor();

  const count = await rendererCount(page);
  expect(count.injections).toBe(1);
  expect(count.rendererIds).toEqual([1]);
  // rl-login, rl-notification-bell, rl-shell and rl-create-rental: each its own root, one renderer.
  expect(count.roots).toBeGreaterThanOrEqual(4);

  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
  expect(scripts).toContain('/elements/login.js');
  expect(scripts).toContain('/elements/create-rental.js');
  expect(new Set(scripts).size).toBe(scripts.length);
  // A chunk built twice would come back under a second hash: compare the names without it.
  const names = scripts.map((path) => path.replace(/^(\/elements\/chunks\/.+)-[\w-]{8}\.js$/, '$1.js'));
  expect(new Set(names).size).toBe(names.length);
  expect(tab.errors).toEqual([]);
});

it('gives a picker the Collect desk and links the screens the desk does not carry', async () => {
  const creator = await suite.server.addUser('data-creator');
  const picker = await suite.server.addUser('data-picker');
  await suite.server.addLead(creator._id, '5554440001');
  const page = await openDesk();
  await signIn(page, picker);
  await page.getByRole('button', { name: 'Fetch Rental' }).click();
  // Earlier tests left leads in the pool too: whichever comes, the log names the one shown.
  await page.getByRole('region', { name: 'Fetched rental' }).waitFor();
  const logged = (await eventLog(page).first().textContent()) ?? '';
  // The event carries the stored number (E.164); the desk shows it formatted (docs/decisions.md#p53).
  expect(logged).toMatch(/rl-lead-fetched.*rental \+1\d{10}/);
  const number = logged.match(/rental (\+1\d{10})/)?.[1] ?? '';
  expect(await page.getByRole('region', { name: 'Fetched rental' }).textContent()).toContain(
    formatPhone(number),
  );

  await page.getByRole('link', { name: 'Make Invalid' }).click();
  const link = page.getByRole('link', { name: 'Open it in the Rental Leads app' });
  expect(await link.getAttribute('href')).toBe('./#/data-picker/make-invalid');
  expect(tab.errors).toEqual([]);
});

it('serves two bells over one socket, and signing out clears every element', async () => {
  const creator = await suite.server.addUser('data-creator');
  const page = await openDesk();
  const sessions = countSocketSessions(page);
  await signIn(page, creator);
  await page.getByRole('form', { name: 'Rental' }).waitFor();
  await page.evaluate(() => {
    const bell = document.createElement('rl-notification-bell');
    bell.slot = 'bell';
    document.querySelector('rl-shell')?.append(bell);
  });
  await expect.poll(() => page.getByRole('button', { name: 'Notifications' }).count()).toBe(2);

  // One message pushed to the creator reaches both bells. Pushed until the socket has joined the
  // creator's room; the same id each time, so it counts once.
  const message = {
    _id: 'embed-message-1',
    message: 'Is the studio still free?',
    createdAt: new Date().toISOString(),
    read: false,
    picker: { _id: 'picker-1', name: 'Pat Picker' },
    sender: { _id: 'picker-1', name: 'Pat Picker' },
    rental: null,
  };
  const told = {
    partyIds: [creator._id],
    senderId: message.sender._id,
    thread: {
      rentalId: 'embed-rental-1',
      message: { ...message, sender: { ...message.sender, role: 'data-picker' as const } },
    },
    bell: message,
  };
  await expect
    .poll(
      () => {
        suite.server.app.events.emit('leadMessaged', told);
        return page.getByRole('button', { name: 'Notifications, 1 unread' }).count();
      },
      { timeout: 10_000 },
    )
    .toBe(2);
  expect(sessions).toEqual({ opened: 1, closed: 0 });

  // Only the shell has a Logout; the bells, the shell and the desk all follow the one store.
  await page.getByRole('button', { name: creator.name }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.locator('rl-login').getByRole('heading', { name: 'Login' }).waitFor();
  await expect(eventLog(page).first().textContent()).resolves.toContain('rl-signed-out');
  await expect.poll(() => page.getByRole('button', { name: /^Notifications/ }).count()).toBe(0);
  expect(await page.locator('rl-shell').count()).toBe(0);
  await expect.poll(() => sessions).toEqual({ opened: 1, closed: 1 });
  expect(tab.errors).toEqual([]);
});

it('themes the widgets in the page’s brand, and in the dark theme from the toggle', async () => {
  const page = await openDesk();
  const card = () => styleOf(page, '.rl-auth-card', 'rl-login');
  const submit = () => styleOf(page, 'button[type="submit"]', 'rl-login');
  await page.locator('rl-login').getByRole('heading', { name: 'Login' }).waitFor();
  const light = await card();
  expect(light.background).toBe('rgb(255, 255, 255)');
  expect(await submit()).toMatchObject({ background: 'rgb(15, 118, 110)' });

  await page.getByRole('button', { name: 'Dark theme' }).click();
  expect(await page.evaluate(() => document.documentElement.className)).toBe('rl-theme-dark');
  await expect.poll(async () => (await card()).background).not.toBe(light.background);
  expect((await card()).color).not.toBe(light.color);
  expect(await submit()).toMatchObject({ background: 'rgb(45, 212, 191)' });
  expect(await styleOf(page, 'body')).toMatchObject({ background: 'rgb(15, 23, 21)' });

  // The choice is the page's own, kept across a reload.
  await page.reload();
  await page.locator('rl-login').getByRole('heading', { name: 'Login' }).waitFor();
  expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
  expect(tab.errors).toEqual([]);
});

it('fits a 375 px wide screen, signed out and signed in', async () => {
  const creator = await suite.server.addUser('data-creator');
  const page = await openDesk({ viewport: { width: 375, height: 740 } });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.locator('rl-login').getByRole('heading', { name: 'Login' }).waitFor();
  expect(await overflow()).toBe(0);
  await signIn(page, creator);
  await page.getByRole('form', { name: 'Rental' }).waitFor();
  await page.getByRole('button', { name: 'Notifications' }).waitFor();
  expect(await overflow()).toBe(0);
  await page.screenshot({ path: 'test-results/screenshots/embed-375.png', fullPage: true });
  expect(tab.errors).toEqual([]);
});
