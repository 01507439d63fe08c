/**
 * `<rl-integrations>`: how other tools reach the product. The API keys of the viewer's groups (name,
 * scopes, group, maker, expiry, last use), Create key with its secret shown once, and Revoke; then the
 * webhooks.
 * @tag rl-integrations
 * @role super-admin - Keys of every group; names the group of a new key.
 * @role admin - Keys of its own group.
 * @fires rl-api-key-created - A key was made; its `id` and `name` (never its secret).
 * @fires rl-api-key-revoked - A key was revoked; its `id` and `name`.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart header - The heading row.
 * @csspart keys - The API keys section.
 * @csspart toolbar - The keys' heading and Create key.
 * @csspart table - The keys' table.
 * @csspart error - A failed load, with Retry.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { IntegrationsScreen } from '../src/screens/integrations/integrations-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlIntegrations = defineWidget('rl-integrations', IntegrationsScreen, { frame: QueryFrame });

/** `<rl-integrations>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlIntegrationsElement = ElementOf<typeof RlIntegrations>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-integrations': RlIntegrationsElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlIntegrations> {}
}
