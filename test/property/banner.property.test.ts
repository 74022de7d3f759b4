import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBannerLink } from '../../src/domain/banner/banner-link.rule';
import { placeInOrder, type BannerPlacement } from '../../src/domain/banner/banner-order.rule';
import { BANNER_WIDTHS, bannerPictureFor, bannerVariantWidths } from '../../src/domain/banner/banner-picture.rule';
import { isBannerShownAt, nextBannerChange, type BannerSchedule } from '../../src/domain/banner/banner-window.rule';
import { CATEGORY_SLUGS } from '../../src/domain/cart/category';
import { LOCALES } from '../../src/domain/shared/locale';
import { instantArb } from '../arbitraries/time.arbitrary';

const scheduleArb: fc.Arbitrary<BannerSchedule> = fc
  .record({
    active: fc.boolean(),
    from: fc.option(instantArb(), { nil: null }),
    until: fc.option(instantArb(), { nil: null }),
  })
  .map(({ active, from, until }) =>
    from !== null && until !== null && until <= from
      ? { active, showFromMs: until, showUntilMs: from + 1 }
      : { active, showFromMs: from, showUntilMs: until },
  );

describe('banner rules, for any input', () => {
  it('shows a banner exactly while it is on and the instant lies in [from, until)', () => {
    fc.assert(
      fc.property(scheduleArb, instantArb(), (banner, now) => {
        const inside =
          (banner.showFromMs === null || banner.showFromMs <= now) &&
          (banner.showUntilMs === null || now < banner.showUntilMs);
        expect(isBannerShownAt(banner, now)).toBe(banner.active && inside);
      }),
    );
  });

  it('changes which banners show only at the next edge: nothing changes before it, and it is an edge', () => {
    fc.assert(
      fc.property(
        fc.array(scheduleArb, { maxLength: 6 }),
        instantArb(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (banners, now, share) => {
          const shown = (at: number) => banners.map((banner) => isBannerShownAt(banner, at));
          const next = nextBannerChange(banners, now);
          if (next === null) {
            // No edge ahead: a later instant shows the same banners.
            expect(shown(now + 1_000_000_000)).toEqual(shown(now));
            return;
          }
          expect(next).toBeGreaterThan(now);
          const before = now + Math.floor((next - 1 - now) * share);
          expect(shown(before)).toEqual(shown(now));
          expect(
            banners.some((banner) => banner.active && (banner.showFromMs === next || banner.showUntilMs === next)),
          ).toBe(true);
        },
      ),
    );
  });

  it('reads every shop path with a category it builds as that page and category', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '/en', '/ru'),
        fc.constantFrom('', '/lviv', '/kyiv'),
        fc.constantFrom('/', '/sushi/', '/delivery/', '/about/'),
        fc.option(fc.constantFrom(...CATEGORY_SLUGS), { nil: null }),
        (locale, city, page, category) => {
          const text = `${locale}${city}${page}${category === null ? '' : `#${category}`}`;
          const link = readBannerLink(text);
          expect(link.ok, text).toBe(true);
          if (link.ok && link.value.kind === 'shop') expect(link.value.category).toBe(category);
        },
      ),
    );
  });

  it('never takes a link that is neither a path of this shop nor an https address', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const link = readBannerLink(text);
        if (!link.ok) return;
        if (link.value.kind === 'web') expect(link.value.url.startsWith('https://')).toBe(true);
        else {
          expect(text.startsWith('/')).toBe(true);
          expect(text.startsWith('//')).toBe(false);
          expect(/[\s\\]/.test(text)).toBe(false);
        }
      }),
    );
  });

  it('keeps exactly the banners of a page after any sequence of moves and placements', () => {
    const pageArb = fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 10 });
    const placementArb: fc.Arbitrary<BannerPlacement> = fc.oneof(
      fc.constantFrom<BannerPlacement>({ move: 'up' }, { move: 'down' }),
      fc.integer({ min: -3, max: 15 }).map((position) => ({ position })),
    );
    fc.assert(
      fc.property(
        pageArb.chain((order) =>
          fc.tuple(
            fc.constant(order),
            fc.array(fc.tuple(fc.constantFrom(...order, -1), placementArb), { maxLength: 40 }),
          ),
        ),
        ([order, steps]) => {
          const after = steps.reduce<readonly number[]>((current, [id, placement]) => {
            const placed = placeInOrder(current, id, placement);
            if ('position' in placement && current.includes(id))
              expect(placed.indexOf(id)).toBe(Math.min(Math.max(placement.position, 1), current.length) - 1);
            return placed;
          }, order);
          expect([...after].sort((a, b) => a - b)).toEqual([...order].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('makes banner sizes narrowest first, none wider than the picture or the widest standard, the widest kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 640, max: 12_000 }), (width) => {
        const widths = bannerVariantWidths(width);
        expect([...widths].sort((a, b) => a - b)).toEqual(widths);
        expect(new Set(widths).size).toBe(widths.length);
        expect(Math.max(...widths)).toBe(Math.min(width, BANNER_WIDTHS[2]));
        for (const each of widths) expect(each).toBeLessThanOrEqual(width);
      }),
    );
  });

  it('shows each language its own picture when it has one, and otherwise the main picture', () => {
    fc.assert(
      fc.property(
        fc.record({
          uk: fc.option(fc.string(), { nil: null }),
          en: fc.option(fc.string(), { nil: null }),
          ru: fc.option(fc.string(), { nil: null }),
        }),
        fc.string(),
        (own, main) => {
          for (const locale of LOCALES) expect(bannerPictureFor(main, own, locale)).toBe(own[locale] ?? main);
        },
      ),
    );
  });
});
