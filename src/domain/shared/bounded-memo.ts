/**
 * Remembers what a pure function answered for each key, for functions asked about the same few
 * keys over and over (modifier names, clock hours, header values). Bounded: once `maxEntries`
 * keys are held the memory starts afresh, so unexpected input cannot grow it without end.
 * Undefined and null answers are remembered too.
 */
export const memoizeBounded = <K, V>(compute: (key: K) => V, maxEntries: number): ((key: K) => V) => {
  const remembered = new Map<K, V>();
  return (key) => {
    if (remembered.has(key)) return remembered.get(key) as V;
    const value = compute(key);
    if (remembered.size >= maxEntries) remembered.clear();
    remembered.set(key, value);
    return value;
  };
};
