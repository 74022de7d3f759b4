import { describe, expect, it } from 'vitest';
import { checkStaffBanner } from '../../../../src/domain/banner/staff-banner.rule';
import type { StaffBannerInputDto } from '../../../../src/domain/shop-api/staff-banners.contract';

const valid: StaffBannerInputDto = {
  cityId: 2,
  page: 'burgers',
  picture: { uploadId: 7 },
  localePictures: { uk: null, en: { uploadId: 8 }, ru: null },
  alt: { uk: '  Комбо для Києва ', en: 'Kyiv combos', ru: '' },
  link: ' https://example.com/combo ',
  active: true,
  showFrom: '2025-06-01T10:00',
  showUntil: '2025-06-30T22:00',
};

describe("staff's banner", () => {
  it('takes a whole banner: texts trimmed, empty translations left out, times as instants, links normalised', () => {
    const checked = checkStaffBanner(valid);
    expect(checked.problems).toEqual([]);
    expect(checked).toMatchObject({
      ok: true,
      value: {
        cityId: 2,
        picture: { uploadId: 7 },
        localePictures: { uk: null, en: { uploadId: 8 }, ru: null },
        alt: { uk: 'Комбо для Києва', en: 'Kyiv combos' },
        link: 'https://example.com/combo',
        showFromMs: Date.parse('2025-06-01T07:00:00Z'),
        showUntilMs: Date.parse('2025-06-30T19:00:00Z'),
      },
    });
  });

  it('keeps a shop path as staff wrote it, and no link when the field is empty', () => {
    expect(checkStaffBanner({ ...valid, link: '/sushi/#sets' })).toMatchObject({ value: { link: '/sushi/#sets' } });
    expect(checkStaffBanner({ ...valid, link: '   ' })).toMatchObject({ value: { link: null } });
    expect(checkStaffBanner({ ...valid, link: null })).toMatchObject({ value: { link: null } });
  });

  it('names every field with a problem, once each, in form order', () => {
    const checked = checkStaffBanner({
      ...valid,
      cityId: 3 as 2,
      picture: null,
      localePictures: { uk: { file: '' }, en: null, ru: { uploadId: 1.5 } },
      alt: { uk: '', en: 'x'.repeat(201), ru: '' },
      link: 'javascript:alert(1)',
      showFrom: '2025-13-01T10:00',
      showUntil: 'soon',
    });
    expect(checked.ok).toBe(false);
    expect(checked.problems).toEqual([
      { field: 'cityId', problem: 'unknown-city' },
      { field: 'picture', problem: 'required' },
      { field: 'localePictures.uk', problem: 'not-a-picture' },
      { field: 'localePictures.ru', problem: 'not-a-picture' },
      { field: 'alt.uk', problem: 'required' },
      { field: 'alt.en', problem: 'too-long' },
      { field: 'link', problem: 'not-https' },
      { field: 'showFrom', problem: 'not-a-time' },
      { field: 'showUntil', problem: 'not-a-time' },
    ]);
  });

  it('wants the end of the window after its start', () => {
    expect(checkStaffBanner({ ...valid, showUntil: valid.showFrom }).problems).toEqual([
      { field: 'showUntil', problem: 'not-after-start' },
    ]);
    expect(checkStaffBanner({ ...valid, showFrom: null, showUntil: '2025-06-01T10:00' }).ok).toBe(true);
  });
});
