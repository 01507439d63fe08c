/**
 * What a screen may show of a query's data: none once the query failed. A failed refetch keeps the
 * old data in the cache; the error, not stale rows or figures, is what the screen shows then.
 */
export function shownData<T>(query: { isError: boolean; data: T | undefined }): T | undefined {
  return query.isError ? undefined : query.data;
}
