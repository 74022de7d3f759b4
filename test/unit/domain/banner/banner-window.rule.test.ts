import { describe, expect, it } from 'vitest';
import { isBannerShownAt, nextBannerChange } from '../../../../src/domain/banner/banner-window.rule';
import { parseKyivLocalDateTime } from '../../../../src/domain/shared/kyiv-local-date-time';

const kyiv = (text: string): number => parseKyivLocalDateTime(text) as number;
const june = { active: true, showFromMs: kyiv('2025-06-01T00:00'), showUntilMs: kyiv('2025-07-01T00:00') };

describe('when a banner is shown', () => {
  it('shows an active banner without a window at any time, and an inactive one never', () => {
    const always = { active: true, showFromMs: null, showUntilMs: null };
    expect(isBannerShownAt(always, 0)).toBe(true);
    expect(isBannerShownAt({ ...always, active: false }, 0)).toBe(false);
  });

  it('includes the start and excludes the end, in Kyiv time', () => {
    expect(isBannerShownAt(june, kyiv('2025-05-31T23:59'))).toBe(false);
    expect(isBannerShownAt(june, kyiv('2025-06-01T00:00'))).toBe(true);
    expect(isBannerShownAt(june, kyiv('2025-06-30T23:59'))).toBe(true);
    expect(isBannerShownAt(june, kyiv('2025-07-01T00:00'))).toBe(false);
    // Midnight in Kyiv is 21:00 UTC the day before in summer.
    expect(june.showFromMs).toBe(Date.parse('2025-05-31T21:00:00Z'));
  });

  it('has an open start or end where staff left it empty', () => {
    expect(isBannerShownAt({ ...june, showFromMs: null }, 0)).toBe(true);
    expect(isBannerShownAt({ ...june, showUntilMs: null }, kyiv('2030-01-01T00:00'))).toBe(true);
  });

  it('names the next edge of any active banner, and none once all edges are past', () => {
    const later = { active: true, showFromMs: kyiv('2025-06-15T12:00'), showUntilMs: null };
    const off = { active: false, showFromMs: kyiv('2025-06-02T00:00'), showUntilMs: null };
    expect(nextBannerChange([june, later, off], kyiv('2025-05-01T00:00'))).toBe(june.showFromMs);
    expect(nextBannerChange([june, later, off], kyiv('2025-06-01T00:00'))).toBe(later.showFromMs);
    expect(nextBannerChange([june, later, off], kyiv('2025-06-20T00:00'))).toBe(june.showUntilMs);
    expect(nextBannerChange([june, later, off], kyiv('2025-07-01T00:00'))).toBeNull();
    expect(nextBannerChange([], 0)).toBeNull();
  });
});
