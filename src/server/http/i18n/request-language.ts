import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../domain/shared/locale';

/**
 * The language a refusal is worded in: the `lang` query parameter (the storefront's own switch),
 * then a `lang`/`language` field of the body, then the browser's Accept-Language, then Ukrainian.
 * Unknown values are skipped rather than refused: a message in the default language beats a 400.
 */
export const requestLanguage = (request: {
  readonly query?: unknown;
  readonly body?: unknown;
  readonly headers: { readonly 'accept-language'?: string | string[] | undefined };
}): Locale => {
  const fromQuery = field(request.query, 'lang');
  if (isLocale(fromQuery)) return fromQuery;
  const fromBody = field(request.body, 'lang') ?? field(request.body, 'language');
  if (isLocale(fromBody)) return fromBody;
  return acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE;
};

const field = (source: unknown, name: string): unknown =>
  typeof source === 'object' && source !== null && !Array.isArray(source)
    ? (source as Record<string, unknown>)[name]
    : undefined;

// 'ru-RU,ru;q=0.9,en;q=0.8' → the supported language with the highest weight (ties: first listed).
const acceptedLanguage = (header: string | string[] | undefined): Locale | null => {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text === undefined || text === '') return null;
  let best: { locale: Locale; weight: number } | null = null;
  for (const part of text.slice(0, 500).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    // 'ua' is not a language code, but browsers and people set it for Ukrainian often enough.
    const locale = primary === 'ua' ? 'uk' : primary;
    if (!isLocale(locale)) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (!(weight > 0)) continue;
    if (best === null || weight > best.weight) best = { locale, weight };
  }
  return best?.locale ?? null;
};
