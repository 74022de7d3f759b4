/** Delivery zones: green = 29 minutes, red = 59, blue = 89. */
export const ZONE_COLORS = ['green', 'red', 'blue'] as const;
export type ZoneColor = (typeof ZONE_COLORS)[number];

/** The API answers zones with Ukrainian colour words, as the original shop's did. */
export const ZONE_COLOR_WORDS: Record<ZoneColor, string> = {
  green: 'зелений',
  red: 'червоний',
  blue: 'синій',
};

export const ZONE_MINUTES: Record<ZoneColor, number> = { green: 29, red: 59, blue: 89 };
