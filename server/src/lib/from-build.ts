/**
 * Whether the server runs from its build (dist-server/, one bundle an entry: docs/architecture.md, "The
 * server's build") or from its TypeScript sources (tsx, Vitest). In a bundle `import.meta.url` is the
 * bundle's own file, so what the server reads beside its code is placed for each way apart.
 */
export const FROM_BUILD = !import.meta.url.endsWith('.ts');
