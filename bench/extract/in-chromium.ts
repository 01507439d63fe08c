/**
 * The extractor timed in Debian's Chromium, where Create Rental runs it: the module bundled as the
 * page loads it (esbuild, one script), then the same 2,000-character posts read in the page.
 */
import { build } from 'esbuild';
import { launchBrowser } from '../../tests/e2e/support/browser';

export interface PageTiming {
  median: number;
  p99: number;
  max: number;
}

const IN_PAGE = `function (texts, runs) {
  const { extractPost } = window.postExtract;
  for (let i = 0; i < 200; i++) extractPost(texts[i % texts.length]);
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    extractPost(texts[i % texts.length]);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (p) => ms[Math.min(ms.length - 1, Math.ceil((p / 100) * ms.length) - 1)];
  return { median: at(50), p99: at(99), max: ms[ms.length - 1] };
}`;

export async function timeInChromium(texts: string[], runs: number): Promise<PageTiming> {
  const bundle = await build({
    entryPoints: ['src/contract/post-extract/index.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'postExtract',
    write: false,
    minify: true,
  });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    // Sent as text: tsx names the functions it compiles with a helper the page does not have.
    return (await page.evaluate(`(${IN_PAGE})(${JSON.stringify(texts)}, ${runs})`)) as PageTiming;
  } finally {
    await browser.close();
  }
}
