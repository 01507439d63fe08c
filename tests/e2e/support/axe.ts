/** axe on the page as it is (a dialog or a menu open, the charts drawn): the WCAG 2.1 A/AA findings that matter. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical axe violations, one readable line per element: rule, target, what to fix. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per run to merge the
  // results of frames, which doubles the time, and the host page has no frames.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_A_AA)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
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
