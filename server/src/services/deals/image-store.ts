/** Deal images on disk, one file per deal named `<uuid>.<ext>`; later an object store can take its place. */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredImage {
  stream: Readable;
  size: number;
}

export interface ImageStore {
  /** Writes the bytes under a new name and answers that name. */
  save(bytes: Uint8Array, ext: string): Promise<string>;
  remove(name: string): Promise<void>;
  /** Undefined when the file is gone. */
  open(name: string): Promise<StoredImage | undefined>;
}

export function folderImageStore(folder: string): ImageStore {
  return {
    async save(bytes, ext) {
      await mkdir(folder, { recursive: true });
      const name = `${randomUUID()}.${ext}`;
      const path = join(folder, name);
      try {
        // 'wx': never overwrite, even on the impossible uuid collision.
        await writeFile(path, bytes, { flag: 'wx' });
      } catch (error) {
        // A half-written file (disk full) must not stay behind a refused request.
        await rm(path, { force: true });
        throw error;
      }
      return name;
    },
    remove: (name) => rm(join(folder, name), { force: true }),
    async open(name) {
      const file = await open(join(folder, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!file) return undefined;
      // The stream closes the handle when it ends or fails.
      return { stream: file.createReadStream(), size: (await file.stat()).size };
    },
  };
}
