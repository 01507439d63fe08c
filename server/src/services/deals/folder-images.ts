/**
 * Deals closed before images moved into the database (docs/rules/deals.md#d6.2) name a file in a process's data folder,
 * `deal-images/<uuid>.<ext>`. At every start each process copies into the database the files of its own
 * folder that a deal names and the database lacks, so every process serves them, whichever disk they
 * were written to. Idempotent and safe with processes starting together: a name already copied is left
 * alone (ON CONFLICT DO NOTHING). The files stay; once copied they are no longer read.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-rows';
import { dealImages } from '../../db/schema';
import { typeOfName } from './image-store';

/** The folder's entries, none when it does not exist (a process that never stored an image on disk). */
async function entries(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function readIfThere(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Answers how many images this call copied. */
export async function copyFolderImages(db: Db, folder: string): Promise<number> {
  const files = await entries(folder);
  if (files.length === 0) return 0;
  // One statement whatever the folder holds, so a start after the copy costs a listing and no reads.
  const missing = await rowsOf<{ name: string }>(
    db,
    sql`SELECT DISTINCT d.closing_image AS name FROM closed_rentals d
      WHERE d.closing_image = ANY(${sql.param(files)}::text[])
        AND NOT EXISTS (SELECT 1 FROM deal_images i WHERE i.name = d.closing_image)`,
  );
  let copied = 0;
  // One at a time: an image is up to 5 MB, and a start must not hold the whole folder in memory.
  for (const { name } of missing) {
    const type = typeOfName(name);
    const bytes = type && (await readIfThere(join(folder, name)));
    if (!type || !bytes) continue;
    const inserted = await db
      .insert(dealImages)
      .values({ name, contentType: type, bytes, size: bytes.length })
      .onConflictDoNothing()
      .returning({ name: dealImages.name });
    copied += inserted.length;
  }
  return copied;
}
