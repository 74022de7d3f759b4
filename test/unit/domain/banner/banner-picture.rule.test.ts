import { describe, expect, it } from 'vitest';
import {
  bannerPictureFor,
  bannerVariantWidths,
  checkBannerSize,
} from '../../../../src/domain/banner/banner-picture.rule';

describe('banner pictures', () => {
  it.each([
    [640, [640]],
    [1000, [640, 1000]],
    [1280, [640, 1280]],
    [1500, [640, 1280, 1500]],
    [1920, [640, 1280, 1920]],
    [4000, [640, 1280, 1920]],
  ])('makes a picture %i px wide at %j', (width, widths) => {
    expect(bannerVariantWidths(width)).toEqual(widths);
  });

  it('refuses pictures narrower than 640 or lower than 160 pixels', () => {
    expect(checkBannerSize({ width: 640, height: 160 }).ok).toBe(true);
    expect(checkBannerSize({ width: 639, height: 400 })).toEqual({ ok: false, reason: 'too-small' });
    expect(checkBannerSize({ width: 1920, height: 159 })).toEqual({ ok: false, reason: 'too-small' });
  });

  it('shows a language its own picture and every other language the main one', () => {
    const own = { en: 'english.webp', ru: null };
    expect(bannerPictureFor('main.webp', own, 'en')).toBe('english.webp');
    expect(bannerPictureFor('main.webp', own, 'ru')).toBe('main.webp');
    expect(bannerPictureFor('main.webp', own, 'uk')).toBe('main.webp');
    expect(bannerPictureFor('main.webp', undefined, 'en')).toBe('main.webp');
  });
});
