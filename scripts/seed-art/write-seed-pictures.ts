// `npm run seed:art`: draws the demo shop's product pictures and banners once into
// src/server/adapters/database/seed/pictures/, the committed folder the seed copies into a fresh
// shop's uploads and the demo build serves at /demo/ (architecture/uploads.md). Run it after
// changing the painter (product-art.ts); a unit test fails while the folder and the painter differ.
import { readdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCT_ART_FILES, renderProductArt } from './product-art';

export const SEED_PICTURES_DIR = fileURLToPath(
  new URL('../../src/server/adapters/database/seed/pictures/', import.meta.url),
);

const main = async (): Promise<void> => {
  let total = 0;
  for (const name of PRODUCT_ART_FILES) {
    const svg = renderProductArt(name);
    if (svg === null) throw new Error(`The painter lists ${name} but cannot draw it`);
    const scratch = join(SEED_PICTURES_DIR, `.${name}.tmp`);
    await writeFile(scratch, svg);
    await rename(scratch, join(SEED_PICTURES_DIR, name));
    total += Buffer.byteLength(svg);
  }
  // A picture the painter no longer draws leaves the folder too.
  for (const name of await readdir(SEED_PICTURES_DIR))
    if (!PRODUCT_ART_FILES.includes(name)) await unlink(join(SEED_PICTURES_DIR, name));
  process.stdout.write(
    `${PRODUCT_ART_FILES.length} pictures, ${Math.round(total / 1024)} KB, in ${SEED_PICTURES_DIR}\n`,
  );
};

await main();
