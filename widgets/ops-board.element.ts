/**
 * `<rl-ops-board>`: the live operations board: every picker of the viewer's teams and what it is
 * doing (holding a lead and for how long, idle, at its daily limit, offline), today's figures, the
 * pool, the hold window and the group's cap, updated within a second of any change; a held lead can
 * be released back to the pool.
 * @tag rl-ops-board
 * @role super-admin - Every picker, or one admin's group chosen in the Group filter.
 * @role admin - The pickers of its group.
 * @role team-leader - Rental-picker leaders only: the pickers of their whole group.
 * @fires rl-hold-released - A held lead was released back to the pool; the detail names the lead and its picker.
 * @csspart root - The widget's frame.
 * @csspart page - The whole board.
 * @csspart header - The heading row.
 * @csspart summary - The figures: pool, held, finished today, hold window, group cap.
 * @csspart filters - The group, team leader and sort selects.
 * @csspart table - The scrolling frame around the pickers' table.
 * @csspart dialog - The release confirmation.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import opsBoardCss from '../src/screens/ops-board/ops-board.css?inline';
import { OpsBoardScreen } from '../src/screens/ops-board/ops-board-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlOpsBoard = defineWidget('rl-ops-board', OpsBoardScreen, {
  styles: [opsBoardCss],
  frame: QueryFrame,
});

/** `<rl-ops-board>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlOpsBoardElement = ElementOf<typeof RlOpsBoard>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-ops-board': RlOpsBoardElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlOpsBoard> {}
}
