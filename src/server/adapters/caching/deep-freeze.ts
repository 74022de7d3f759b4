/**
 * Freezes a plain-data value and everything it holds, in place: a cached answer shared between
 * requests then refuses a change (a TypeError in strict code) instead of passing it to the next
 * request. Only for JSON-like data the cache owns (no class instances, no cycles).
 */
export const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
};
