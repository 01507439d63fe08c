/** POST /rental/bulk-upload-rental-for-use: a .csv/.xlsx of leads put straight into the pickers' pool (docs/rules/leads.md#d5). */
import { pathTo, type UploadResult, uploadsApi } from '../../contract';
import { type UploadOptions, upload } from '../../core/api-client';

export const importToPool = (form: FormData, options: UploadOptions) =>
  upload<UploadResult>(pathTo(uploadsApi.importToPool), form, options).then((r) => r.data);
