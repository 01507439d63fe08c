/**
 * `node scripts/render-icons.mjs`: the host page's PNG icons (docs/rules/screens.md#d2.6), drawn from
 * host-demo/icons/*.svg by Debian's Chromium, so the PNGs committed beside them match their drawing.
 * Run it again after changing an SVG. A maskable icon keeps its house inside the middle 80 % that every
 * phone's mask leaves visible.
 */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const ICONS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon.svg', png: 'apple-touch-icon.png', size: 180 },
  { svg: 'maskable.svg', png: 'maskable-512.png', size: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const { svg, png, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = readFileSync(`host-demo/icons/${svg}`, 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
    );
    await page.screenshot({ path: `host-demo/icons/${png}`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
