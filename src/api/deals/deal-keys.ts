/** The query keys of the deal calls, so a change to a deal refreshes exactly the lists and counts it alters. */
export const DEAL_KEYS = {
  lists: ['deals', 'list'] as const,
  counts: ['deals', 'counts'] as const,
  image: (path: string) => ['deals', 'image', path] as const,
};
