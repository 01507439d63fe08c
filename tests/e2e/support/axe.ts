/**
 * axe on the page as it is (a dialog or a menu open, the charts drawn): the WCAG 2.1 A/AA findings that
 * matter. axe-core runs in the page's frames itself: @axe-core/playwright's legacy mode evaluated its
 * whole source twice for every check, 0.4 s a check against 0.11 s here (docs/benchmarks.md, "The
 * suites' own time").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

type AxeWindow = Window & { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/** axe in every frame of the document (a frame's own axe answers the top frame's), once a document. */
async function inject(frame: Frame): Promise<void> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
}

/** Serious and critical axe violations, one readable line per element: rule, target, what to fix. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A child frame gone meanwhile is left out, as axe leaves out a frame it cannot reach.
  const children = page.frames().filter((frame) => frame !== page.mainFrame());
  await Promise.all([inject(page.mainFrame()), ...children.map((frame) => inject(frame).catch(() => {}))]);
  const violations = await page.evaluate(
    (options) => (window as AxeWindow).axe!.run(document, options).then((results) => results.violations),
    OPTIONS,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const target = node.target.flat().join(' >>> ');
        const summary = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `${violation.id} (${violation.impact}) at ${target}: ${summary}`;
      }),
    );
}
