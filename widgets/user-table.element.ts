/**
 * `<rl-user-table>`: one staff list (Manage Admins, Team Leaders, Data Creators or Data Pickers) with
 * search, pages and the row actions: move to another team (pickers and creators; team leaders with
 * their staff, for the super-admin), end the user's sessions, reset its two-factor (the super-admin), delete (a leader or admin may take its staff's move first), the
 * daily limit of admins and pickers, and (for a super-admin) each creator's bulk-upload permission.
 * @tag rl-user-table
 * @role super-admin - Every list; also sets a creator's bulk-upload permission.
 * @role admin - Team leaders, data creators and data pickers of its group.
 * @role team-leader - Its own kind: data creators or data pickers, by assignment.
 * @attr kind - Which list: `admins`, `team-leaders`, `data-creators` or `data-pickers`.
 * @fires rl-user-deleted - A user was deleted.
 * @fires rl-user-moved - A user (a team leader with all its staff) moved to another team leader or admin; `toId` is where.
 * @fires rl-user-sessions-ended - Every session of a user was ended (its devices are signed out); `ended` is how many.
 * @fires rl-user-two-factor-reset - The super-admin reset a user's two-factor sign-in.
 * @fires rl-user-updated - A user's name, email, contact, limit or bulk-upload permission changed; the detail holds the fields that changed, with their new values.
 * @csspart root - The widget's frame.
 * @csspart page - The list: heading, counter, search, table and pages.
 * @csspart table - The scrolling frame around the table.
 * @csspart pagination - The page controls.
 * @csspart header - The heading row with the total.
 * @csspart dialog - The move, delete, end-sessions, reset two-factor and limit dialogs.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { UserTableScreen } from '../src/screens/user-table/user-table-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlUserTable = defineWidget('rl-user-table', UserTableScreen, {
  props: { kind: 'string' },
  frame: QueryFrame,
});

/** `<rl-user-table>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlUserTableElement = ElementOf<typeof RlUserTable>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-user-table': RlUserTableElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlUserTable> {}
}
