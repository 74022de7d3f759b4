import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_PICTURES_DIR } from '../../../../src/server/adapters/database/seed/seed-pictures';
import { PRODUCT_ART_FILES, renderProductArt } from '../../../../scripts/seed-art/product-art';

/*
 * The painter behind `npm run seed:art` (scripts/seed-art): it runs once on a developer's machine,
 * never when the shop starts, and the committed pictures must be what it draws now.
 */
describe('the demo pictures painter', () => {
  it('is deterministic and knows no other names', () => {
    for (const name of PRODUCT_ART_FILES) expect(renderProductArt(name)).toBe(renderProductArt(name));
    expect(renderProductArt('burger-unknown.svg')).toBeNull();
    expect(renderProductArt('../seed.types.ts')).toBeNull();
    expect(renderProductArt('toString')).toBeNull();
  });

  it('drew the committed pictures (run npm run seed:art after changing it)', () => {
    for (const name of PRODUCT_ART_FILES)
      expect(readFileSync(join(SEED_PICTURES_DIR, name), 'utf8') === renderProductArt(name), name).toBe(true);
  });
});
