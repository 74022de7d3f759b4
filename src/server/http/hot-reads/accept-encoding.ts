import { memoizeBounded } from '../../../domain/shared/bounded-memo';

/** The encodings prepared answers come in; null is plain (identity). */
export type Encoding = 'br' | 'gzip' | null;

/**
 * Brotli, then gzip, when the client accepts them (a q=0 refuses); plain otherwise. Browsers send a
 * handful of distinct Accept-Encoding values, each on every read: each is parsed once.
 */
export const chooseEncoding = (header: string | undefined): Encoding =>
  header === undefined || header === '' ? null : encodingOf(header);

const encodingOf = memoizeBounded((header: string): Encoding => {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}, 64);
