/**
 * `<rl-all-leads>`: the signed-in user's All Leads (route manage-by-creators): total, date range,
 * search, the role's filters, Download of every matching lead, the table and pages.
 * @tag rl-all-leads
 * @csspart root - The widget's frame.
 * @csspart page - The list: heading, counter, toolbar, table and pages.
 * @csspart toolbar - Search, dates, filters and Download.
 * @csspart download - The Download button with its progress and Cancel.
 * @csspart table - The scrolling frame around the table.
 * @csspart pagination - The page controls.
 */
import { defineWidget } from '../src/lib/define-widget';
import { AllLeadsScreen } from '../src/screens/lead-table/all-leads-screen';

export const RlAllLeads = defineWidget('rl-all-leads', AllLeadsScreen);

declare global {
  interface HTMLElementTagNameMap {
    'rl-all-leads': HTMLElement;
  }
}
