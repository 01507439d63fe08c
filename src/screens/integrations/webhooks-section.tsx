/**
 * Where the webhooks (docs/rules/integrations.md) join the screen: branch `hooks` builds them as
 * `src/screen-parts/webhooks/`, which the lead engineer renders here once merged.
 */
export function WebhooksSection() {
  return null;
}
