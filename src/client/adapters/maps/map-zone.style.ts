import type { ZoneColor } from '../../../domain/delivery-zone/zone-color';

/**
 * Zone colours on the dark shop theme: the zones' green / red / blue, light enough to read on
 * #121212 and translucent so streets (Google) and overlaps (schematic) stay visible.
 */
export const ZONE_FILL: Record<ZoneColor, string> = {
  green: '#3ecf6e',
  red: '#ff5a52',
  blue: '#4d9bff',
};

export const ZONE_FILL_OPACITY = 0.22;
export const ZONE_STROKE_OPACITY = 0.9;

/** The marker wears the shop's yellow accent so it never blends into a zone. */
export const MARKER_COLOR = '#ffc629';
export const MARKER_OUTLINE = '#141414';

/** Slower zones are drawn first so the faster, smaller ones stay on top. */
export const byDrawingOrder = <T extends { readonly minutes: number }>(zones: readonly T[]): T[] =>
  [...zones].sort((a, b) => b.minutes - a.minutes);
