/**
 * `<rl-picked-leads>`: the signed-in user's Picked Leads (route manage-by-pickers), latest finished
 * first, opening on today in Panama: total, date range, search, the role's filter, Download, table, pages.
 * @tag rl-picked-leads
 * @csspart root - The widget's frame.
 * @csspart page - The list: heading, counter, toolbar, table and pages.
 * @csspart toolbar - Search, dates, filter and Download.
 * @csspart download - The Download button with its progress and Cancel.
 * @csspart table - The scrolling frame around the table.
 * @csspart pagination - The page controls.
 */
import { defineWidget } from '../src/lib/define-widget';
import { PickedLeadsScreen } from '../src/screens/lead-table/picked-leads-screen';

export const RlPickedLeads = defineWidget('rl-picked-leads', PickedLeadsScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-picked-leads': HTMLElement;
  }
}
