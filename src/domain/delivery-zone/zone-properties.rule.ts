import { ZONE_COLORS, ZONE_MINUTES, type ZoneColor } from './zone-color';
import { zoneColorFromWord } from './zone-color-word.rule';

export type ZoneColorProblem = 'no-color' | 'unknown-color' | 'minutes-too-long';

const COLOR_KEYS = ['color', 'colour', 'zone', 'колір', 'зона'];
const MINUTES_KEYS = ['minutes', 'time', 'хвилини', 'час'];
const LONGEST_MINUTES = ZONE_MINUTES.blue;

/** The zone whose promise covers these minutes: 25 → green (29), 45 → red (59), 89 → blue. */
const colorForMinutes = (minutes: number): ZoneColor | null =>
  ZONE_COLORS.find((color) => minutes <= ZONE_MINUTES[color]) ?? null;

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * A fill or stroke colour of a drawn map (KML styles come through as '#rrggbb'): the channel that
 * clearly dominates names the zone. Muddy colours name none, so the file must say it otherwise.
 */
const colorOfHex = (value: string): ZoneColor | null => {
  const match = HEX.exec(value.trim());
  if (match === null) return null;
  const hex = (match[1] ?? '').slice(-6);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  const dominant = (own: number, a: number, c: number) => own >= 128 && own - Math.max(a, c) >= 64;
  if (dominant(g, r, b)) return 'green';
  if (dominant(r, g, b)) return 'red';
  if (dominant(b, r, g)) return 'blue';
  return null;
};

const valueOf = (properties: Readonly<Record<string, unknown>>, keys: readonly string[]): unknown => {
  for (const [key, value] of Object.entries(properties)) {
    if (keys.includes(key.trim().toLowerCase()) && value !== null && value !== '') return value;
  }
  return undefined;
};

/**
 * The zone colour a feature's properties ask for: a colour word ('green', 'зелений'), the minutes
 * promised (29, 59, 89 or fewer), or a fill / stroke colour as drawn maps keep it, in that order.
 */
export const zoneColorOfProperties = (
  properties: Readonly<Record<string, unknown>>,
): { readonly ok: true; readonly color: ZoneColor } | { readonly ok: false; readonly problem: ZoneColorProblem } => {
  const word = valueOf(properties, COLOR_KEYS);
  if (word !== undefined) {
    const color = typeof word === 'string' ? (zoneColorFromWord(word) ?? colorOfHex(word)) : null;
    return color === null ? { ok: false, problem: 'unknown-color' } : { ok: true, color };
  }
  const minutesValue = valueOf(properties, MINUTES_KEYS);
  if (minutesValue !== undefined) {
    const minutes = typeof minutesValue === 'number' ? minutesValue : Number(String(minutesValue).trim());
    if (!Number.isFinite(minutes) || minutes <= 0) return { ok: false, problem: 'unknown-color' };
    const color = colorForMinutes(minutes);
    return color === null ? { ok: false, problem: 'minutes-too-long' } : { ok: true, color };
  }
  for (const key of ['fill', 'stroke']) {
    const drawn = properties[key];
    const color = typeof drawn === 'string' ? colorOfHex(drawn) : null;
    if (color !== null) return { ok: true, color };
  }
  return { ok: false, problem: 'no-color' };
};

export const ZONE_COLOR_PROBLEM_MESSAGES: Readonly<Record<ZoneColorProblem, string>> = {
  'no-color': "no zone colour: give it a 'color' (green, red, blue) or 'minutes' (29, 59, 89) property",
  'unknown-color': "its 'color' or 'minutes' is not a zone (green, red, blue; or up to 89 minutes)",
  'minutes-too-long': `its 'minutes' are more than the slowest zone's ${LONGEST_MINUTES}`,
};
