/**
 * `<rl-message-templates>`: the first-message templates pickers choose from: each with its group and a
 * one-line preview; write, edit (with variables and a live preview) and delete them.
 * @tag rl-message-templates
 * @role super-admin - The defaults and every group's templates, narrowed by the Group filter.
 * @role admin - Its own group's templates; the defaults are read only.
 * @fires rl-template-saved - A template was made or edited.
 * @fires rl-template-deleted - A template was deleted.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart header - The heading row with New Template.
 * @csspart toolbar - The super-admin's Group filter.
 * @csspart table - The scrolling frame around the templates' table.
 * @csspart dialog - The editor and the question before a delete.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { MessageTemplatesScreen } from '../src/screens/message-templates/message-templates-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlMessageTemplates = defineWidget('rl-message-templates', MessageTemplatesScreen, {
  frame: QueryFrame,
});

/** `<rl-message-templates>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlMessageTemplatesElement = ElementOf<typeof RlMessageTemplates>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-message-templates': RlMessageTemplatesElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlMessageTemplates> {}
}
