/**
 * `<rl-bulk-upload>`: uploads a .csv/.xlsx of leads with its progress, reports the inserted and
 * skipped counts and downloads the skipped rows as skipped_data.xlsx.
 * @tag rl-bulk-upload
 * @attr mode - `rental` (Bulk Rental Upload: leads created by the uploader) or `for-use` (Bulk Upload For Use: leads into the pool).
 * @fires rl-upload-finished - An upload was accepted; detail `{ inserted, skipped }`, both counts of rows.
 * @csspart root - The widget's frame.
 * @csspart page - The page.
 * @csspart form - The file picker and the Upload button.
 * @csspart file-picker - The box showing the chosen file's name.
 * @csspart result - The counts and the skipped rows after an upload.
 */
import { defineWidget } from '../src/lib/define-widget';
import bulkUploadCss from '../src/screens/bulk-upload/bulk-upload.css?inline';
import {
  type BulkUploadProps,
  BulkUploadScreen,
  type UploadMode,
} from '../src/screens/bulk-upload/bulk-upload-screen';

export const RlBulkUpload = defineWidget<Omit<BulkUploadProps, 'emit'>>('rl-bulk-upload', BulkUploadScreen, {
  props: { mode: 'string' },
  styles: [bulkUploadCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'rl-bulk-upload': HTMLElement & { mode?: UploadMode };
  }
}
