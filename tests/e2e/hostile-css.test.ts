/**
 * A host page whose own CSS is hostile (`* { font: 40px serif; color: red }` and worse) must not
 * change how a widget looks: its shadow root and reset frame keep the widget's own styles.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { newPage } from './support/browser';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();

const HOSTILE_PAGE = `<!doctype html><html><head>
<style>
  * { font: 40px serif; color: red; letter-spacing: 6px; text-transform: uppercase; line-height: 3; }
  input, button { border: 5px dotted lime; background: yellow; padding: 30px; }
  h1 { font-size: 90px; }
</style>
<script type="module" src="/elements/login.js"></script>
</head><body><h1>Intranet</h1><rl-login></rl-login></body></html>`;

/** Computed styles of an element inside <rl-login>'s shadow root. */
const styleOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector('rl-login')?.shadowRoot?.querySelector(sel);
    if (!el) throw new Error(`${sel} is not in <rl-login>`);
    const s = getComputedStyle(el);
    return {
      fontSize: s.fontSize,
      fontFamily: s.fontFamily,
      color: s.color,
      letterSpacing: s.letterSpacing,
      textTransform: s.textTransform,
      borderTopStyle: s.borderTopStyle,
      backgroundColor: s.backgroundColor,
      radius: s.borderTopLeftRadius,
    };
  }, selector);

it('keeps the widget’s fonts, colours and controls on a hostile page', async () => {
  const { page, close, errors } = await newPage(suite.browser);
  await page.route(`${suite.server.url}/intranet.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: HOSTILE_PAGE }),
  );
  await page.goto(`${suite.server.url}/intranet.html`);
  await page.locator('rl-login').getByRole('heading', { name: 'Login' }).waitFor();

  const heading = await styleOf(page, 'h1');
  expect(heading).toMatchObject({
    fontSize: '21px',
    color: 'rgb(27, 35, 51)',
    letterSpacing: 'normal',
    textTransform: 'none',
  });
  expect(heading.fontFamily).not.toMatch(/^serif/);

  const input = await styleOf(page, 'input');
  expect(input).toMatchObject({
    fontSize: '14px',
    borderTopStyle: 'solid',
    backgroundColor: 'rgb(255, 255, 255)',
  });

  const button = await styleOf(page, 'button[type="submit"]');
  expect(button).toMatchObject({ color: 'rgb(255, 255, 255)', backgroundColor: 'rgb(36, 87, 214)' });

  const hostHeading = await page.evaluate(
    () => getComputedStyle(document.querySelector('body > h1') as Element).fontSize,
  );
  expect(hostHeading).toBe('90px');
  expect(errors).toEqual([]);
  await close();
});

it('takes its theme from --rl-* custom properties set by the host', async () => {
  const { page, close } = await newPage(suite.browser);
  await page.route(`${suite.server.url}/themed.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: HOSTILE_PAGE.replace(
        '</style>',
        'rl-login { --rl-color-primary: rgb(200, 0, 120); --rl-radius: 0px; }</style>',
      ),
    }),
  );
  await page.goto(`${suite.server.url}/themed.html`);
  await page.locator('rl-login').getByRole('heading', { name: 'Login' }).waitFor();
  const button = await styleOf(page, 'button[type="submit"]');
  expect(button).toMatchObject({ backgroundColor: 'rgb(200, 0, 120)', radius: '0px' });
  await close();
});
