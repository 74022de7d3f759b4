/*
 * Ukrainian street names contain an apostrophe (В'ячеслава Чорновола, Об'їзна) that is typed in
 * at least four ways: the ASCII ', the typographic ’ (what phones insert), the modifier letter ʼ
 * (the orthographically "correct" one, used by official registers) and ‘ or ` by mistake. The
 * street list and the customer rarely agree on which, so all of them compare as one.
 */
const APOSTROPHE_VARIANTS = /['’ʼ‘`]/gu;
const CANONICAL_APOSTROPHE = "'";

/**
 * The comparable form of a street name or query: apostrophes unified, surrounding spaces and runs
 * of inner spaces reduced, lower case. toLowerCase (not a locale variant) is enough for Cyrillic
 * and Latin and gives the same answer in the browser and on the server.
 */
export const normalizeStreetText = (text: string): string =>
  text.replace(APOSTROPHE_VARIANTS, CANONICAL_APOSTROPHE).trim().replace(/\s+/gu, ' ').toLowerCase();
