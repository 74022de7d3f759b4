import type { MenuPage } from '../cart/category';
import { isCityId, type CityId } from '../city/city';
import { parseKyivLocalDateTime } from '../shared/kyiv-local-date-time';
import { LOCALES, type Locale } from '../shared/locale';
import { err, ok, type Result } from '../shared/result';
import type { BannerPictureRefDto, StaffBannerField, StaffBannerInputDto } from '../shop-api/staff-banners.contract';
import { readBannerLink, type BannerLinkProblem } from './banner-link.rule';

/** Alt texts are a sentence or two, not an essay. */
export const BANNER_ALT_MAX = 200;
const PAGES: readonly MenuPage[] = ['burgers', 'sushi'];

export type StaffBannerProblem =
  | 'required'
  | 'too-long'
  | 'unknown-city'
  | 'unknown-page'
  | 'not-a-picture'
  | 'not-a-time'
  | 'not-after-start'
  | BannerLinkProblem;

export interface StaffBannerFieldProblem {
  readonly field: StaffBannerField;
  readonly problem: StaffBannerProblem;
}

/** A banner as it is stored: texts trimmed (empty alt translations left out), times as instants. */
export interface CheckedStaffBanner {
  readonly cityId: CityId;
  readonly page: MenuPage;
  readonly picture: BannerPictureRefDto;
  readonly localePictures: Readonly<Record<Locale, BannerPictureRefDto | null>>;
  readonly alt: Readonly<Partial<Record<Locale, string>>>;
  readonly link: string | null;
  readonly active: boolean;
  readonly showFromMs: number | null;
  readonly showUntilMs: number | null;
}

const isPictureRef = (value: unknown): value is BannerPictureRefDto => {
  if (typeof value !== 'object' || value === null) return false;
  const ref = value as { uploadId?: unknown; file?: unknown };
  const keys = Object.keys(ref);
  if (keys.length !== 1) return false;
  if (keys[0] === 'uploadId') return Number.isInteger(ref.uploadId) && (ref.uploadId as number) > 0;
  return keys[0] === 'file' && typeof ref.file === 'string' && ref.file.length > 0 && ref.file.length <= 128;
};

/**
 * Checks what staff typed for a banner, the same way in the browser (errors next to the fields)
 * and on the server (the authority). Answers every field's first problem, in form order. Whether
 * an uploaded picture exists is the server's to say.
 */
export const checkStaffBanner = (
  input: StaffBannerInputDto,
): Result<CheckedStaffBanner, 'invalid'> & { readonly problems: readonly StaffBannerFieldProblem[] } => {
  const problems: StaffBannerFieldProblem[] = [];
  const problem = (field: StaffBannerField, what: StaffBannerProblem): void => {
    if (!problems.some((entry) => entry.field === field)) problems.push({ field, problem: what });
  };

  if (!isCityId(input.cityId)) problem('cityId', 'unknown-city');
  if (!PAGES.includes(input.page)) problem('page', 'unknown-page');

  if (input.picture === null || input.picture === undefined) problem('picture', 'required');
  else if (!isPictureRef(input.picture)) problem('picture', 'not-a-picture');
  const localePictures = {} as Record<Locale, BannerPictureRefDto | null>;
  for (const locale of LOCALES) {
    const ref = input.localePictures?.[locale] ?? null;
    if (ref !== null && !isPictureRef(ref)) problem(`localePictures.${locale}`, 'not-a-picture');
    localePictures[locale] = ref;
  }

  const alt: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = typeof input.alt?.[locale] === 'string' ? input.alt[locale].trim() : '';
    if (text === '' && locale === 'uk') problem('alt.uk', 'required');
    else if ([...text].length > BANNER_ALT_MAX) problem(`alt.${locale}`, 'too-long');
    else if (text !== '') alt[locale] = text;
  }

  const linkText = typeof input.link === 'string' ? input.link.trim() : '';
  let link: string | null = null;
  if (linkText !== '') {
    const read = readBannerLink(linkText);
    if (!read.ok) problem('link', read.reason);
    else link = read.value.kind === 'web' ? read.value.url : linkText;
  }

  const showFromMs = input.showFrom === null ? null : parseKyivLocalDateTime(input.showFrom);
  if (input.showFrom !== null && showFromMs === null) problem('showFrom', 'not-a-time');
  const showUntilMs = input.showUntil === null ? null : parseKyivLocalDateTime(input.showUntil);
  if (input.showUntil !== null && showUntilMs === null) problem('showUntil', 'not-a-time');
  else if (showUntilMs !== null && showFromMs !== null && showUntilMs <= showFromMs)
    problem('showUntil', 'not-after-start');

  if (problems.length > 0) return { ...err('invalid'), problems };
  return {
    ...ok({
      cityId: input.cityId,
      page: input.page,
      picture: input.picture as BannerPictureRefDto,
      localePictures,
      alt,
      link,
      active: input.active,
      showFromMs,
      showUntilMs,
    }),
    problems,
  };
};
