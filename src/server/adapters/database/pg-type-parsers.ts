import pg from 'pg';

const INT8_OID = 20;

/**
 * pg answers bigint (COUNT, SUM, bigserial ids) as strings because JavaScript numbers stop being
 * exact at 2^53. Every bigint of this shop (kopiykas, ids, counts) stays far below that, so it is
 * read as a number, and a value beyond the safe range fails loudly instead of rounding silently.
 */
const parseInt8 = (text: string): number => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} does not fit a JavaScript number exactly`);
  return value;
};

/** Per-pool parsers: the pg module's global registry is left untouched for other code. */
export const shopTypeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID && format !== 'binary') return parseInt8;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};
