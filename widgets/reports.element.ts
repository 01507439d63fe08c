/**
 * `<rl-reports>`: how the viewer's scope worked over a range of Panama days (the last 14 by default):
 * leads created and finished, valid and invalid, deals by status and conversion, drawn as charts with
 * the same figures in tables, per day and per creator and picker (sortable), downloadable as .xlsx.
 * The chart library loads with this element only.
 * @tag rl-reports
 * @role super-admin - Everything, or one admin's group chosen in the Group filter.
 * @role admin - Its group.
 * @role team-leader - A creator leader its creators' side; a picker leader its pickers' side.
 * @csspart root - The widget's frame.
 * @csspart page - The whole screen.
 * @csspart header - The heading row with the download.
 * @csspart download-button - Downloads the report as .xlsx.
 * @csspart filters - The date range and the super-admin's group.
 * @csspart report - The report: its range, charts and tables.
 * @csspart charts - The three charts.
 * @csspart table - The scrolling frame around each table.
 * @csspart error - The failed load with its Retry.
 */
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import reportsCss from '../src/screens/reports/reports.css?inline';
import { ReportsScreen } from '../src/screens/reports/reports-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlReports = defineWidget('rl-reports', ReportsScreen, {
  styles: [uplotCss, reportsCss],
  frame: QueryFrame,
});

/** `<rl-reports>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlReportsElement = ElementOf<typeof RlReports>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-reports': RlReportsElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlReports> {}
}
