/** POST /rental/bulk-upload-rental: a .csv/.xlsx of leads imported as created by the uploader (docs/rules/leads.md#d5). */
import { pathTo, type UploadResult, uploadsApi } from '../../contract';
import { type UploadOptions, upload } from '../../core/api-client';

export const importLeads = (form: FormData, options: UploadOptions) =>
  upload<UploadResult>(pathTo(uploadsApi.importLeads), form, options).then((r) => r.data);
