/**
 * `<rl-bulk-upload>`: uploads a .csv/.xlsx of leads with its progress, reports the inserted and
 * skipped counts and downloads the skipped rows as skipped_data.xlsx.
 * @tag rl-bulk-upload
 * @role super-admin - Both modes: `rental` and `for-use`.
 * @role data-creator - Mode `rental`, only when the super-admin allowed the account to bulk upload.
 * @attr mode - `rental` (Bulk Rental Upload: leads created by the uploader) or `for-use` (Bulk Upload For Use: leads into the pool).
 * @fires rl-upload-finished - An upload was accepted; `inserted` and `skipped` count rows.
 * @csspart root - The widget's frame.
 * @csspart page - The page.
 * @csspart form - The file picker and the Upload button.
 * @csspart file-picker - The box showing the chosen file's name.
 * @csspart result - The counts and the skipped rows after an upload.
 * @csspart header - The heading row.
 * @csspart actions - The row with Upload.
 */

import type { ElementOf, EventsOf } from '../src/lib/widget-types';
import { BulkUploadScreen } from '../src/screens/bulk-upload/bulk-upload-screen';
import filePickerCss from '../src/shared/file-upload/file-picker.css?inline';
import { defineWidget } from '../src/ui/define-widget';

export const RlBulkUpload = defineWidget('rl-bulk-upload', BulkUploadScreen, {
  props: { mode: 'string' },
  styles: [filePickerCss],
});

/** `<rl-bulk-upload>` as a host page sees it: its typed properties and `rl-*` events. */
export type RlBulkUploadElement = ElementOf<typeof RlBulkUpload>;

declare global {
  interface HTMLElementTagNameMap {
    'rl-bulk-upload': RlBulkUploadElement;
  }
  interface GlobalEventHandlersEventMap extends EventsOf<typeof RlBulkUpload> {}
}
