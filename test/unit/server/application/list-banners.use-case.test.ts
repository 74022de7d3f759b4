import { describe, expect, it } from 'vitest';
import type { MenuPage } from '../../../../src/domain/cart/category';
import type { CityId } from '../../../../src/domain/city/city';
import type { CityDto } from '../../../../src/domain/shop-api/catalog.contract';
import { ListBannersUseCase } from '../../../../src/server/application/catalogue/list-banners.use-case';
import { CityDirectory } from '../../../../src/server/application/catalogue/support/city-directory';
import type { StoredBanner } from '../../../../src/server/application/ports/banner-record.types';

const NOW = Date.parse('2025-06-11T09:00:00Z');

const banner = (id: number, change: Partial<StoredBanner> = {}): StoredBanner => ({
  id,
  cityId: 2,
  page: 'burgers',
  position: id,
  picture: { ref: { file: `b${id}.svg` }, variants: null },
  localePictures: { uk: null, en: null, ru: null },
  alt: { uk: `Банер ${id}` },
  link: null,
  active: true,
  showFromMs: null,
  showUntilMs: null,
  ...change,
});

const setUp = (stored: StoredBanner[]) => {
  let now = NOW;
  const reads: string[] = [];
  const clock = { now: () => new Date(now) };
  const cities = new CityDirectory({
    cities: { listCities: () => Promise.resolve([{ id: 1 }, { id: 2 }] as unknown as CityDto[]) },
    clock,
    maxAgeMs: 60_000,
  });
  const useCase = new ListBannersUseCase({
    banners: {
      listPageBanners: (cityId: CityId, page: MenuPage) => {
        reads.push(`${cityId}:${page}`);
        return Promise.resolve(stored.filter((each) => each.cityId === cityId && each.page === page));
      },
    },
    cities,
    clock,
    maxAgeMs: 60_000,
  });
  const shown = async (cityId = 2) => {
    const result = await useCase.execute({ cityId, page: 'burgers', isAvailable: true });
    return result.ok ? result.value.map((slide) => slide.id) : result.reason;
  };
  return { useCase, reads, shown, stored, at: (ms: number) => (now = ms) };
};

describe('ListBannersUseCase', () => {
  it('reads a page once, then answers from memory until invalidated for that city', async () => {
    const { useCase, reads, shown, stored } = setUp([banner(1)]);
    expect(await shown()).toEqual([1]);
    stored.push(banner(2));
    expect(await shown()).toEqual([1]);
    useCase.invalidate(1);
    expect(await shown()).toEqual([1]);
    useCase.invalidate(2);
    expect(await shown()).toEqual([1, 2]);
    expect(reads).toEqual(['2:burgers', '2:burgers']);
    expect(await shown(3)).toBe('unknown-city');
  });

  it('opens and closes windows by the clock without reading again, and says when the next one does', async () => {
    const { useCase, reads, shown, at } = setUp([
      banner(1, { showFromMs: NOW + 30_000, showUntilMs: NOW + 90_000 }),
      banner(2, { active: false }),
      banner(3),
    ]);
    expect(await shown()).toEqual([3]);
    expect(await useCase.nextChangeAt({ cityId: 2, page: 'burgers' })).toBe(NOW + 30_000);
    expect(await useCase.secondsUntilChange({ cityId: 2, page: 'burgers' })).toBe(30);
    at(NOW + 30_000);
    expect(await shown()).toEqual([1, 3]);
    expect(await useCase.nextChangeAt({ cityId: 2, page: 'burgers' })).toBe(NOW + 90_000);
    at(NOW + 59_999);
    const hidden = await useCase.execute({ cityId: 2, page: 'burgers', isAvailable: false });
    expect(hidden.ok && hidden.value.map((slide) => slide.id)).toEqual([2]);
    expect(reads).toHaveLength(1);
    at(NOW + 90_000);
    expect(await shown()).toEqual([3]);
    expect(await useCase.nextChangeAt({ cityId: 2, page: 'burgers' })).toBeNull();
  });
});
