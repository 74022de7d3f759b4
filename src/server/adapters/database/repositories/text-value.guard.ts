/**
 * PostgreSQL text cannot hold U+0000. No stored code, id or key contains one, so a lookup of such a
 * value answers "not found" here, as the in-memory twins do, instead of failing in the driver.
 */
export const isStorableText = (value: string): boolean => !value.includes('\u0000');
