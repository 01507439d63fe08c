/** The spec's success words for the table's row actions. */
export const DELETED_MESSAGE = 'Deleted successfully';
export const UPDATED_MESSAGE = 'Updated successfully';
