/**
 * The suite's entry: `configure()`, and every `rl-*` element registered lazily, so a page that
 * imports this file loads only the elements it actually shows. Its types carry every element's.
 */
export { configure } from '../src/core/config';
export type * from './host-types';

export const ELEMENT_LOADERS: Record<string, () => Promise<unknown>> = {
  'rl-login': () => import('./login.element'),
  'rl-forget-password': () => import('./forget-password.element'),
  'rl-reset-password': () => import('./reset-password.element'),
  'rl-not-found': () => import('./not-found.element'),
  'rl-shell': () => import('./shell.element'),
  'rl-user-table': () => import('./user-table.element'),
  'rl-create-user': () => import('./create-user.element'),
  'rl-profile': () => import('./profile.element'),
  'rl-close-deal': () => import('./close-deal.element'),
  'rl-deal-list': () => import('./deal-list.element'),
  'rl-create-rental': () => import('./create-rental.element'),
  'rl-collect': () => import('./collect.element'),
  'rl-make-invalid': () => import('./make-invalid.element'),
  'rl-add-email': () => import('./add-email.element'),
  'rl-notification-bell': () => import('./notification-bell.element'),
  'rl-settings': () => import('./settings.element'),
  'rl-all-leads': () => import('./all-leads.element'),
  'rl-picked-leads': () => import('./picked-leads.element'),
  'rl-my-leads': () => import('./my-leads.element'),
  'rl-client-details': () => import('./client-details.element'),
  'rl-bulk-upload': () => import('./bulk-upload.element'),
  'rl-bypass-rentals': () => import('./bypass-rentals.element'),
  'rl-ops-board': () => import('./ops-board.element'),
  'rl-reports': () => import('./reports.element'),
  'rl-audit-log': () => import('./audit-log.element'),
  'rl-message-templates': () => import('./message-templates.element'),
  'rl-do-not-contact': () => import('./do-not-contact.element'),
  'rl-client-data': () => import('./client-data.element'),
  'rl-integrations': () => import('./integrations.element'),
};

/** Loads and defines one element; false for a tag this build does not have. */
export async function loadElement(tag: string): Promise<boolean> {
  const load = ELEMENT_LOADERS[tag];
  if (!load) return false;
  await load();
  return true;
}

const loadUndefinedIn = (root: ParentNode) => {
  for (const el of root.querySelectorAll(':not(:defined)')) {
    void loadElement(el.localName);
  }
};

/** Defines every `rl-*` element that appears under `root`, now or later. */
export function autoload(root: Document | ShadowRoot = document): void {
  loadUndefinedIn(root);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.localName in ELEMENT_LOADERS) void loadElement(node.localName);
        loadUndefinedIn(node);
      }
    }
  }).observe(root, { childList: true, subtree: true });
}

if (typeof document !== 'undefined') autoload();
