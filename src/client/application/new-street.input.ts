import { ArrayMinSize, IsArray, IsInt, validateSync } from 'class-validator';
import { lineOfText } from '../../domain/address/street-file.rule';
import type { LngLat } from '../../domain/delivery-zone/lng-lat';

/** What the street form marks: the house range (shown at the first house) or the line. */
export type NewStreetField = 'firstHouse' | 'line';

/** Translation keys of the admin texts (locales/{uk,en,ru}/admin.json) the form shows. */
const HOUSES_INVALID = 'delivery.places.housesInvalid';
const LINE_INVALID = 'delivery.places.lineInvalid';

export interface NewStreetProblem {
  readonly field: NewStreetField;
  readonly key: typeof HOUSES_INVALID | typeof LINE_INVALID;
}

// An empty field is no house number (Number('') would read it as 0).
const houseNumberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The street as the API takes it, or the problem the form names. */
export type NewStreetReading =
  | { readonly ok: true; readonly firstHouse: number; readonly lastHouse: number; readonly line: readonly LngLat[] }
  | { readonly ok: false; readonly problem: NewStreetProblem };

/**
 * A street staff add by hand, read from the texts they typed. The checks are class-validator's
 * decorators; the messages are the translation keys, so the form shows its usual texts.
 */
class NewStreetInput {
  @IsInt({ message: HOUSES_INVALID })
  readonly firstHouse: number;

  @IsInt({ message: HOUSES_INVALID })
  readonly lastHouse: number;

  /** null when the text is not 'lng lat; lng lat; ...'. */
  @IsArray({ message: LINE_INVALID })
  @ArrayMinSize(2, { message: LINE_INVALID })
  readonly line: LngLat[] | null;

  constructor(typed: { readonly firstHouse: string; readonly lastHouse: string; readonly line: string }) {
    this.firstHouse = houseNumberOf(typed.firstHouse);
    this.lastHouse = houseNumberOf(typed.lastHouse);
    this.line = lineOfText(typed.line);
  }
}

/** The typed street, or the problem the form names first: the house range before the line. */
export const readNewStreet = (typed: {
  readonly firstHouse: string;
  readonly lastHouse: string;
  readonly line: string;
}): NewStreetReading => {
  const input = new NewStreetInput(typed);
  const failed = new Set(validateSync(input).map((error) => error.property));
  if (failed.has('firstHouse') || failed.has('lastHouse'))
    return { ok: false, problem: { field: 'firstHouse', key: HOUSES_INVALID } };
  if (failed.has('line') || input.line === null) return { ok: false, problem: { field: 'line', key: LINE_INVALID } };
  return { ok: true, firstHouse: input.firstHouse, lastHouse: input.lastHouse, line: input.line };
};
