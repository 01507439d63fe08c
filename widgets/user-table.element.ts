/**
 * `<rl-user-table>`: one staff list (Manage Admins, Team Leaders, Data Creators or Data Pickers) with
 * search, pages and the row actions: delete, the daily limit of admins and pickers, and (for a
 * super-admin) each creator's bulk-upload permission.
 * @tag rl-user-table
 * @attr kind - Which list: `admins`, `team-leaders`, `data-creators` or `data-pickers`.
 * @fires rl-user-deleted - A user was deleted; detail `{ _id, kind }`.
 * @fires rl-user-updated - A user's limit or bulk-upload permission changed; detail `{ _id, kind, limit?, canBulkUpload? }`.
 * @csspart root - The widget's frame.
 * @csspart page - The list: heading, counter, search, table and pages.
 * @csspart table - The scrolling frame around the table.
 * @csspart pagination - The page controls.
 */
import type { StaffListKind } from '../src/api/users/staff-kinds';
import { defineWidget } from '../src/lib/define-widget';
import { type UserTableProps, UserTableScreen } from '../src/screens/user-table/user-table-screen';

export const RlUserTable = defineWidget<Omit<UserTableProps, 'emit'>>('rl-user-table', UserTableScreen, {
  props: { kind: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'rl-user-table': HTMLElement & { kind?: StaffListKind };
  }
}
