/*
 * When a banner is on the storefront (architecture/admin-banners.md): staff switch it on or off
 * and may give it a window, from and to an instant (typed as Kyiv wall time). The window includes
 * its start and excludes its end, so "to 18:00" and a following "from 18:00" never overlap.
 */

/** What decides whether a banner is shown; times are epoch ms, null for an open end. */
export interface BannerSchedule {
  readonly active: boolean;
  readonly showFromMs: number | null;
  readonly showUntilMs: number | null;
}

/** True while the banner is on and `nowMs` lies in [from, until). */
export const isBannerShownAt = (banner: BannerSchedule, nowMs: number): boolean =>
  banner.active &&
  (banner.showFromMs === null || banner.showFromMs <= nowMs) &&
  (banner.showUntilMs === null || nowMs < banner.showUntilMs);

/**
 * The first instant after `nowMs` at which any of the banners appears or disappears by its window;
 * null when none will by itself. A cached list of shown banners is good until then.
 */
export const nextBannerChange = (banners: readonly BannerSchedule[], nowMs: number): number | null => {
  let next: number | null = null;
  for (const banner of banners) {
    if (!banner.active) continue;
    for (const edge of [banner.showFromMs, banner.showUntilMs]) {
      if (edge !== null && edge > nowMs && (next === null || edge < next)) next = edge;
    }
  }
  return next;
};
