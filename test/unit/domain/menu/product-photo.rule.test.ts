import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  avifPays,
  checkDecodedPhoto,
  checkPhotoFile,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_WIDTHS,
  photoVariantWidths,
  scaledHeight,
} from '../../../../src/domain/menu/product-photo.rule';
import { srcSetOf } from '../../../../src/domain/shop-api/product-photo.contract';

describe('photoVariantWidths', () => {
  it('makes every standard width a photo reaches, never an upscaled one', () => {
    expect(photoVariantWidths(4000)).toEqual([320, 640, 960]);
    expect(photoVariantWidths(960)).toEqual([320, 640, 960]);
    expect(photoVariantWidths(959)).toEqual([320, 640]);
    expect(photoVariantWidths(640)).toEqual([320, 640]);
    expect(photoVariantWidths(320)).toEqual([320]);
  });

  it('keeps a photo narrower than the first width at its own width', () => {
    expect(photoVariantWidths(200)).toEqual([200]);
  });

  it('answers ascending widths, at most the photo’s, at most the standard ones', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (width) => {
        const widths = photoVariantWidths(width);
        expect(widths.length).toBeGreaterThan(0);
        expect(widths.length).toBeLessThanOrEqual(PHOTO_WIDTHS.length);
        expect([...widths].sort((a, b) => a - b)).toEqual(widths);
        for (const each of widths) expect(each).toBeLessThanOrEqual(width);
      }),
    );
  });
});

describe('checkPhotoFile', () => {
  it('takes JPEG, PNG and WebP up to 10 MB', () => {
    for (const mimeType of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkPhotoFile({ byteLength: 1000, mimeType }).ok).toBe(true);
    expect(checkPhotoFile({ byteLength: PHOTO_MAX_BYTES }).ok).toBe(true);
  });

  it('refuses an empty file, one byte past 10 MB and a declared type outside the three', () => {
    expect(checkPhotoFile({ byteLength: 0 })).toEqual({ ok: false, reason: 'empty' });
    expect(checkPhotoFile({ byteLength: PHOTO_MAX_BYTES + 1 })).toEqual({ ok: false, reason: 'too-big' });
    expect(checkPhotoFile({ byteLength: 10, mimeType: 'image/gif' })).toEqual({
      ok: false,
      reason: 'unsupported-type',
    });
    expect(checkPhotoFile({ byteLength: 10, mimeType: 'text/plain' })).toEqual({
      ok: false,
      reason: 'unsupported-type',
    });
  });

  it('leaves an unknown declared type to the server’s reading of the bytes', () => {
    expect(checkPhotoFile({ byteLength: 10, mimeType: '' }).ok).toBe(true);
  });
});

describe('checkDecodedPhoto', () => {
  it('goes by the format read from the bytes', () => {
    expect(checkDecodedPhoto({ format: 'jpeg', width: 800, height: 600 })).toEqual({ ok: true, value: 'jpeg' });
    for (const format of ['gif', 'svg', 'tiff', 'heif', ''])
      expect(checkDecodedPhoto({ format, width: 800, height: 600 })).toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it('refuses a photo too small to look sharp and one with more pixels than a camera makes', () => {
    expect(checkDecodedPhoto({ format: 'png', width: 2000, height: 100 })).toEqual({ ok: false, reason: 'too-small' });
    expect(checkDecodedPhoto({ format: 'png', width: 10_000, height: PHOTO_MAX_PIXELS / 10_000 + 1 })).toEqual({
      ok: false,
      reason: 'too-many-pixels',
    });
  });
});

describe('avifPays and the variants’ sizes', () => {
  it('keeps AVIF only when strictly smaller than the WebP', () => {
    expect(avifPays(900, 1000)).toBe(true);
    expect(avifPays(1000, 1000)).toBe(false);
    expect(avifPays(1100, 1000)).toBe(false);
  });

  it('keeps the proportions and writes srcset with widths', () => {
    expect(scaledHeight({ width: 800, height: 1200 }, 320)).toBe(480);
    expect(
      srcSetOf([
        { url: '/a.webp', width: 320, height: 480 },
        { url: '/b.webp', width: 640, height: 960 },
      ]),
    ).toBe('/a.webp 320w, /b.webp 640w');
  });
});
