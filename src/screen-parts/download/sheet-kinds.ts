/**
 * The kinds of file a list downloads: a type only, so a list names its kind without loading anything
 * of the others (their columns load on the click, use-export.ts; each list passes its own warning).
 */
export type SheetKind = 'leads' | 'clients' | 'audit';
