/** Puts CSS into a shadow root: constructable sheets where the browser has them, a <style> otherwise. */

const sheets = new Map<string, CSSStyleSheet>();

const canAdopt = () =>
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

const sheetOf = (css: string): CSSStyleSheet => {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
};

/**
 * Returns the CSS that could not be adopted: the caller renders it in a <style> inside its React
 * tree, because React clears the root's existing children on first render.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: string[]): string[] {
  if (!canAdopt()) return cssTexts;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...cssTexts.map(sheetOf)];
  return [];
}

/** The cascade layer of base.css that declares every --rl-* token's default on :root. */
export const TOKENS_LAYER = 'rl-tokens';

let pageTokens: CSSStyleSheet | null = null;

const canAdoptInPage = () =>
  canAdopt() && 'adoptedStyleSheets' in Document.prototype && typeof CSSLayerBlockRule !== 'undefined';

/**
 * Copies the widget CSS's token layer into the page's own document, once. Declared there, the
 * defaults reach every shadow root (and the toaster's) by inheritance; declared on each :host they
 * would hide the values a page sets on an ancestor (P25). Being the page's last sheet does not make
 * them win: a layer loses to every unlayered rule of the page.
 */
export function adoptPageTokens(css: string): void {
  if (pageTokens || !canAdoptInPage()) return;
  const layers = [...sheetOf(css).cssRules].filter(
    (rule) => rule instanceof CSSLayerBlockRule && rule.name === TOKENS_LAYER,
  );
  pageTokens = new CSSStyleSheet();
  pageTokens.replaceSync(layers.map((rule) => rule.cssText).join('\n'));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, pageTokens];
}
