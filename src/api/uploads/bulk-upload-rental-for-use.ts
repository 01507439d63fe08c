/** POST /rental/bulk-upload-rental-for-use: a .csv/.xlsx of leads put straight into the pickers' pool (decisions D5). */
import type { UploadResult } from '../../contract';
import { api, type UploadOptions } from '../../core/api-client';

export const bulkUploadRentalForUse = (form: FormData, options: UploadOptions) =>
  api.upload<UploadResult>('/rental/bulk-upload-rental-for-use', form, options).then((r) => r.data);
