/** The toasts of the table's row actions: the spec's success words, and failures told once. */
import { isApiError, messageOf } from '../../core/api-error';
import { toastError } from '../../core/toaster';

export const DELETED_MESSAGE = 'Deleted successfully';
export const UPDATED_MESSAGE = 'Updated successfully';

export function toastFailure(error: unknown, fallback: string): void {
  // The API client already toasts every 403 and 404 (spec section 8); a second toast would repeat it.
  if (isApiError(error) && (error.status === 403 || error.status === 404)) return;
  toastError(messageOf(error, fallback));
}
