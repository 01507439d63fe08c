/** POST /rental/bulk-upload-rental: a .csv/.xlsx of leads imported as created by the uploader (decisions D5). */
import type { UploadResult } from '../../contract';
import { api, type UploadOptions } from '../../core/api-client';

export const bulkUploadRental = (form: FormData, options: UploadOptions) =>
  api.upload<UploadResult>('/rental/bulk-upload-rental', form, options).then((r) => r.data);
