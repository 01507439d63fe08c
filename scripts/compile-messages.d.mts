/** A catalog's ICU sources compiled into Lingui's compiled form (scripts/compile-messages.mjs). */
export function compileCatalog(source: Record<string, string>): Record<string, unknown>;
export function catalogNames(): string[];
export const LOCALES: string[];
