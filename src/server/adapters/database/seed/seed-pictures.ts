import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSafeUploadName } from '../../../application/catalogue/upload-file-name.rule';

/** Reads one of the demo's pictures by file name; null for a name it does not have. */
export type SeedPictureReader = (fileName: string) => Promise<Buffer | null>;

/**
 * The demo's product pictures and banners are committed files, drawn once by `npm run seed:art`
 * (scripts/seed-art), so starting the shop never runs the painter (architecture/uploads.md).
 */
export const seedPicturesIn =
  (dir: string): SeedPictureReader =>
  async (fileName) => {
    if (!isSafeUploadName(fileName)) return null;
    try {
      return await readFile(join(dir, fileName));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

/**
 * Where the pictures are. Built, this module is inside dist/server/main.mjs, and build-server.mjs
 * copies the folder beside it as seed-pictures/; from the sources it is the committed folder
 * pictures/ next to this file. Both are relative to the running module, so one expression finds
 * either.
 */
const here = dirname(fileURLToPath(import.meta.url));
export const SEED_PICTURES_DIR: string =
  [join(here, 'seed-pictures'), join(here, 'pictures')].find((dir) => existsSync(dir)) ?? join(here, 'pictures');
