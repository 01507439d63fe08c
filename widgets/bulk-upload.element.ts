/**
 * `<rl-bulk-upload>`: previews a chosen .csv/.xlsx of leads (its columns mapped to the lead's fields,
 * changeable by hand; its first rows; what would be inserted and skipped, by reason), uploads it with
 * its progress, reports the inserted and skipped counts and downloads the skipped rows as
 * skipped_data.xlsx; lists the import history with Revert.
 * @tag rl-bulk-upload
 * @role super-admin - Both modes: `rental` and `for-use`.
 * @role data-creator - Mode `rental`, only when the super-admin allowed the account to bulk upload.
 * @attr mode - `rental` (Bulk Rental Upload: leads created by the uploader) or `for-use` (Bulk Upload For Use: leads into the pool).
 * @fires rl-upload-finished - An upload was accepted; `inserted` and `skipped` count rows.
 * @fires rl-import-reverted - An import was reverted: `removed` leads went, `kept` stayed (someone had claimed them).
 * @csspart root - The widget's frame.
 * @csspart page - The page.
 * @csspart form - The file picker and the Upload button.
 * @csspart file-picker - The box showing the chosen file's name.
 * @csspart preview - The chosen file's columns, first rows and would-insert/skip counts.
 * @csspart result - The counts and the skipped rows after an upload.
 * @csspart history - The import history with Revert.
 * @csspart header - The heading row.
 * @csspart actions - The row with Upload.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import filePickerCss from '../src/screen-parts/file-upload/file-picker.css?inline';
import { BulkUploadScreen } from '../src/screens/bulk-upload/bulk-upload-screen';
import { defineWidget } from '../src/ui/define-widget';
import { QueryFrame } from '../src/ui/query-frame';

export const RlBulkUpload = defineWidget('rl-bulk-upload', BulkUploadScreen, {
  props: { mode: 'string' },
  styles: [filePickerCss],
  frame: QueryFrame,
});

/** `<rl-bulk-upload>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlBulkUploadElement = ElementOf<typeof RlBulkUpload>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-bulk-upload': RlBulkUploadElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlBulkUpload> {}
}
