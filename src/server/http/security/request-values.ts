/** Bounded: request bodies are at most 256 KiB, but a walk must never be the slow part. */
const MAX_VALUES = 20_000;

/** What a guard looks for among a request's parsed values; either test may be left out. */
export interface RequestValueTest {
  readonly value?: (value: unknown) => boolean;
  readonly key?: (key: string) => boolean;
}

/**
 * An object whose fields are the request's values: JSON.parse's objects, the query parser's and the
 * router's params (whose prototypes differ). Not a multipart body's stream, nor a Buffer.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  !ArrayBuffer.isView(value) &&
  typeof (value as { pipe?: unknown }).pipe !== 'function';

/**
 * Where in a parsed body, query or params a value or a key first passes the test, as
 * `items[0].price` ('' for the root itself); null when none does. Iterative, and bounded: past
 * MAX_VALUES it stops looking and answers null.
 */
export const findInRequestValues = (root: unknown, test: RequestValueTest): string | null => {
  const pending: [unknown, string][] = [[root, '']];
  for (let seen = 0; pending.length > 0 && seen < MAX_VALUES; seen++) {
    const [value, path] = pending.pop() as [unknown, string];
    if (test.value?.(value) === true) return path;
    if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${path}[${index}]`]));
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) {
        const keyPath = path === '' ? key : `${path}.${key}`;
        if (test.key?.(key) === true) return keyPath;
        pending.push([item, keyPath]);
      }
    }
  }
  return null;
};
