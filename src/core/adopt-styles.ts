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
