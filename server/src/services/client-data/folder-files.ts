/**
 * Deleted deal images may still lie in this process's data folder as files an older version wrote
 * (`deal-images/<name>`, docs/rules/deals.md#d6.2). Removed after the erasure commits; no deal names them any more,
 * so a file left (a failure here, another process's folder) is never copied back nor served.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

export async function removeFolderFiles(folder: string, names: readonly string[]): Promise<void> {
  await Promise.allSettled(names.map((name) => rm(join(folder, name), { force: true })));
}
