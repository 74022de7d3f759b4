/*
 * SQLSTATE classes in which PostgreSQL refused a statement because of the data it was given: 22 data
 * exception (a value out of range, bad text), 23 integrity constraint violation (a CHECK, a foreign
 * key, a NOT NULL). A refused statement is rolled back whole, so none of it took effect. Anything
 * else, above all a broken connection (no SQLSTATE, or class 08), leaves open whether a write
 * committed.
 */
const REFUSAL_CLASSES = new Set(['22', '23']);

/** Whether PostgreSQL answered this error for the statement's data (and so wrote nothing of it). */
export const isRefusedByDatabase = (error: unknown): boolean => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && REFUSAL_CLASSES.has(code.slice(0, 2));
};
