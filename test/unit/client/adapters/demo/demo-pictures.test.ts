import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CITY_IDS, CITY_SLUGS } from '../../../../../src/domain/city/city';
import {
  DEMO_PICTURES,
  FAKE_BANNERS,
  fakeMenuCategories,
} from '../../../../../src/client/adapters/demo/fake-menu-data';

// The demo's build ships the seed's committed pictures at /demo/ (vite.config.ts): one copy for both.
const SEED_PICTURES = join(import.meta.dirname, '../../../../../src/server/adapters/database/seed/pictures');

describe('the demo pictures', () => {
  it('names only pictures the seed has', () => {
    const links = [
      ...CITY_SLUGS.map((slug) => CITY_IDS[slug]).flatMap((cityId) =>
        fakeMenuCategories(cityId).flatMap((category) => category.products.map((product) => product.imgLink)),
      ),
      ...FAKE_BANNERS.flatMap((banner) => [banner.imgLink, ...Object.values(banner.imgLinks ?? {})]),
    ];
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      expect(link.startsWith(DEMO_PICTURES), link).toBe(true);
      expect(existsSync(join(SEED_PICTURES, link.slice(DEMO_PICTURES.length))), link).toBe(true);
    }
  });
});
