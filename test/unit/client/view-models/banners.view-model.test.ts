import { describe, expect, it } from 'vitest';
import { FAKE_BANNERS } from '../../../../src/client/adapters/demo/fake-menu-data';
import { InMemoryMenuApi } from '../../../../src/client/adapters/demo/in-memory-menu-api.adapter';
import type { BannerSlideDto } from '../../../../src/domain/shop-api/catalog.contract';
import { SLIDE_INTERVAL_MS } from '../../../../src/client/view-models/banners.view-model';
import { storefrontAt } from '../support/storefront-fixtures';

describe('BannersViewModel', () => {
  it('loads the slides of the page and city once', async () => {
    const { banners, api, go } = storefrontAt('/');
    await Promise.all([banners.ensureLoaded(), banners.ensureLoaded()]);
    expect(banners.slides.map((s) => [s.id, s.link?.href])).toEqual([
      [1, '/#burgers'],
      [2, '/#combos'],
    ]);
    expect(banners.slides[1]?.alt).toBe('Комбо: бургер, фрі та напій від 329 ₴');
    go('/sushi/');
    expect(banners.slides).toEqual([]);
    await banners.ensureLoaded();
    expect(banners.slides.map((s) => s.id)).toEqual([3]);
    go('/delivery/');
    await banners.ensureLoaded();
    go('/');
    await banners.ensureLoaded();
    expect(api.calls).toEqual(['banners:burgers:1', 'banners:sushi:1']);
  });

  it("shows each slide's picture in the page's language, and its one picture where it has no others", async () => {
    const [promise, combo] = FAKE_BANNERS;
    const { imgLinks: _none, ...comboWithOnePicture } = combo as BannerSlideDto & { page: 'burgers'; cityId: 1 };
    const api = new InMemoryMenuApi([promise as (typeof FAKE_BANNERS)[number], comboWithOnePicture]);
    const { banners, go } = storefrontAt('/en/', { api });
    await banners.ensureLoaded();
    expect(banners.slides.map((s) => s.imgLink)).toEqual(['/demo/banner-promise.en.svg', '/demo/banner-combo.svg']);
    expect(banners.slides[0]?.alt).toBe('Delivered in 29 or 59 minutes, or your burger is on us');
    go('/ru/');
    expect(banners.slides.map((s) => s.imgLink)).toEqual(['/demo/banner-promise.ru.svg', '/demo/banner-combo.svg']);
    go('/');
    expect(banners.slides.map((s) => s.imgLink)).toEqual(['/demo/banner-promise.svg', '/demo/banner-combo.svg']);
  });

  it("opens a shop link in the customer's language and city, scrolling when its category is on the page shown", async () => {
    const [promise] = FAKE_BANNERS;
    const slide = promise as (typeof FAKE_BANNERS)[number];
    const api = new InMemoryMenuApi([
      { ...slide, cityId: 2, id: 1, link: '/sushi/#sets' },
      { ...slide, cityId: 2, id: 2, link: '/lviv/#combos' },
      { ...slide, cityId: 2, id: 3, link: 'https://example.com/summer' },
      { ...slide, cityId: 2, id: 4, link: 'javascript:alert(1)' },
    ]);
    const { banners } = storefrontAt('/en/kyiv/', { api });
    await banners.ensureLoaded();
    expect(banners.slides.map((s) => s.link)).toEqual([
      { kind: 'shop', href: '/en/kyiv/sushi/#sets', category: 'sets', onCurrentPage: false },
      { kind: 'shop', href: '/en/kyiv/#combos', category: 'combos', onCurrentPage: true },
      { kind: 'web', href: 'https://example.com/summer' },
      null,
    ]);
  });

  it("gives an uploaded picture's sizes and box, in the customer's language, and a drawn one the slider's box", async () => {
    const [promise] = FAKE_BANNERS;
    const photo = (name: string) => ({
      webp: [
        { url: `/api/photos/${name}-640.webp`, width: 640, height: 213 },
        { url: `/api/photos/${name}-1280.webp`, width: 1280, height: 427 },
      ],
      avif: [],
    });
    const uploaded = {
      ...(promise as (typeof FAKE_BANNERS)[number]),
      id: 9,
      pictures: { uk: photo('main'), en: photo('english'), ru: photo('main') },
    };
    const api = new InMemoryMenuApi([uploaded, { ...(promise as (typeof FAKE_BANNERS)[number]), id: 10 }]);
    const { banners, go } = storefrontAt('/en/', { api });
    await banners.ensureLoaded();
    expect(banners.slides[0]).toMatchObject({
      imgLink: '/api/photos/english-1280.webp',
      picture: photo('english'),
      width: 1280,
      height: 427,
    });
    expect(banners.slides[1]).toMatchObject({
      imgLink: '/demo/banner-promise.en.svg',
      picture: null,
      width: 1200,
      height: 400,
    });
    go('/');
    expect(banners.slides[0]?.imgLink).toBe('/api/photos/main-1280.webp');
  });

  it('a failure is only logged: no slides, no second request', async () => {
    const api = new InMemoryMenuApi();
    api.failing.add('banners');
    const { banners, logger } = storefrontAt('/kyiv/', { api });
    await banners.ensureLoaded();
    await banners.ensureLoaded();
    expect(banners.slides).toEqual([]);
    expect(logger.entries).toHaveLength(1);
    expect(logger.entries[0]).toMatchObject({ level: 'warn' });
    expect(api.calls).toEqual(['banners:burgers:2']);
  });

  it('moves between slides and wraps around', async () => {
    const { banners } = storefrontAt('/');
    await banners.ensureLoaded();
    expect(banners.current).toBe(0);
    banners.next();
    expect(banners.current).toBe(1);
    banners.next();
    expect(banners.current).toBe(0);
    banners.previous();
    expect(banners.current).toBe(1);
    banners.goTo(0);
    expect(banners.current).toBe(0);
  });

  it('moves on by itself every few seconds while shown, and stops when told', async () => {
    const { banners, timer } = storefrontAt('/');
    await banners.ensureLoaded();
    banners.startAutoplay();
    timer.advance(SLIDE_INTERVAL_MS);
    expect(banners.current).toBe(1);
    timer.advance(SLIDE_INTERVAL_MS);
    expect(banners.current).toBe(0);
    banners.next();
    timer.advance(SLIDE_INTERVAL_MS - 1);
    expect(banners.current).toBe(1);
    banners.stopAutoplay();
    timer.advance(SLIDE_INTERVAL_MS * 3);
    expect(banners.current).toBe(1);
    expect(timer.pending).toBe(0);
  });
});
