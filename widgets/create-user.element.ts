/**
 * `<rl-create-user>`: the form that creates a staff user of one kind, with the admin and team leader
 * choices the signed-in role allows.
 * @tag rl-create-user
 * @role super-admin - Any kind.
 * @role admin - Team leaders, data creators and data pickers.
 * @role team-leader - Data creators (rental-creator leader) or data pickers (rental-picker leader).
 * @attr kind - `admin | team-leader | data-creator | data-picker`.
 * @fires rl-user-created - A user was created.
 * @csspart root - The widget's frame.
 * @csspart form - The form.
 * @csspart header - The heading row.
 * @csspart fields - The user fields.
 * @csspart actions - The row with the Create button.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { CreateUserScreen } from '../src/screens/create-user/create-user-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlCreateUser = defineWidget('rl-create-user', CreateUserScreen, {
  props: { kind: 'string' },
  frame: QueryFrame,
});

/** `<rl-create-user>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlCreateUserElement = ElementOf<typeof RlCreateUser>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-create-user': RlCreateUserElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlCreateUser> {}
}
