import { BANNER_ALT_MAX, type StaffBannerProblem } from '../../../domain/banner/staff-banner.rule';
import { BANNER_LINK_MAX } from '../../../domain/banner/banner-link.rule';
import { BANNER_MIN_HEIGHT, BANNER_MIN_WIDTH } from '../../../domain/banner/banner-picture.rule';
import { PHOTO_MAX_BYTES } from '../../../domain/menu/product-photo.rule';
import type { StaffBannerField } from '../../../domain/shop-api/staff-banners.contract';
import type { BannerPictureRefusal } from '../../application/staff/staff-banners.use-cases';
import { PHOTO, ROW_ID, SHOP_CITY_ID } from './catalogue.schemas';

const LOCALES = ['uk', 'en', 'ru'] as const;
const LOCAL_TIME = { type: ['string', 'null'], maxLength: 16 } as const;
export const MENU_PAGE = { type: 'string', enum: ['burgers', 'sushi'] } as const;

/** { uploadId } or { file }: exactly one. */
const PICTURE_REF = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: { uploadId: ROW_ID, file: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

/** The shape only; what the values may be is the domain's rule (checkStaffBanner), worded below. */
export const STAFF_BANNER_BODY = {
  type: 'object',
  required: ['cityId', 'page', 'picture', 'localePictures', 'alt', 'link', 'active', 'showFrom', 'showUntil'],
  additionalProperties: false,
  properties: {
    cityId: SHOP_CITY_ID,
    page: MENU_PAGE,
    picture: { anyOf: [PICTURE_REF, { type: 'null' }] },
    localePictures: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(LOCALES.map((locale) => [locale, { anyOf: [PICTURE_REF, { type: 'null' }] }])),
    },
    alt: {
      type: 'object',
      required: ['uk'],
      additionalProperties: false,
      properties: Object.fromEntries(
        LOCALES.map((locale) => [locale, { type: 'string', maxLength: BANNER_ALT_MAX * 4 }]),
      ),
    },
    link: { type: ['string', 'null'], maxLength: BANNER_LINK_MAX * 2 },
    active: { type: 'boolean' },
    showFrom: LOCAL_TIME,
    showUntil: LOCAL_TIME,
  },
} as const;

export const STAFF_BANNER_PAGE_QUERY = {
  type: 'object',
  required: ['cityId', 'page'],
  properties: { cityId: SHOP_CITY_ID, page: MENU_PAGE },
} as const;

/** { move: up|down } or { position }. */
export const STAFF_BANNER_MOVE_BODY = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: {
    move: { type: 'string', enum: ['up', 'down'] },
    position: { type: 'integer', minimum: 1, maximum: 1000 },
  },
} as const;

const STAFF_BANNER_PICTURE = {
  type: 'object',
  required: ['ref', 'photo', 'url', 'width', 'height'],
  properties: {
    ref: { type: 'object', properties: { uploadId: { type: 'integer' }, file: { type: 'string' } } },
    photo: { anyOf: [PHOTO, { type: 'null' }] },
    url: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
  },
} as const;

export const STAFF_BANNER = {
  type: 'object',
  required: [
    'id',
    'cityId',
    'page',
    'position',
    'picture',
    'localePictures',
    'alt',
    'link',
    'active',
    'showFrom',
    'showUntil',
    'shownNow',
  ],
  properties: {
    id: { type: 'integer' },
    cityId: { type: 'integer' },
    page: { type: 'string' },
    position: { type: 'integer' },
    picture: STAFF_BANNER_PICTURE,
    localePictures: {
      type: 'object',
      properties: Object.fromEntries(
        LOCALES.map((locale) => [locale, { anyOf: [STAFF_BANNER_PICTURE, { type: 'null' }] }]),
      ),
    },
    alt: {
      type: 'object',
      properties: Object.fromEntries(LOCALES.map((locale) => [locale, { type: 'string' }])),
    },
    link: { type: ['string', 'null'] },
    active: { type: 'boolean' },
    showFrom: { type: ['string', 'null'] },
    showUntil: { type: ['string', 'null'] },
    shownNow: { type: 'boolean' },
  },
} as const;

export const STAFF_BANNER_LIST = {
  type: 'object',
  required: ['banners'],
  properties: { banners: { type: 'array', items: STAFF_BANNER } },
} as const;

export { STAFF_BANNER_PICTURE };

/** For people calling the API directly; the admin screen words refusals itself, next to the field. */
export const bannerProblemMessage = (field: StaffBannerField, problem: StaffBannerProblem): string => {
  const sentences: Readonly<Record<StaffBannerProblem, string>> = {
    required: `'${field}' is required.`,
    'too-long': `'${field}' is too long.`,
    'unknown-city': `'${field}' names a city the shop does not have.`,
    'unknown-page': `'${field}' must be a page of the shop: a path such as /sushi/ or /delivery/.`,
    'not-a-picture': `'${field}' must be {"uploadId": N} or {"file": "name"}.`,
    'not-a-time': `'${field}' must be a Kyiv time written YYYY-MM-DDTHH:mm, or null.`,
    'not-after-start': `'${field}' must be later than 'showFrom'.`,
    'not-a-link': `'${field}' must be a shop path starting with / or an https:// address.`,
    'unknown-category': `'${field}' names a category the shop does not have after #.`,
    'not-https': `'${field}' must be an https:// address: other schemes are not allowed.`,
  };
  return sentences[problem];
};

const MEGABYTES = PHOTO_MAX_BYTES / 1024 / 1024;

/** The status and the sentence of each refused banner picture (architecture/admin-banners.md). */
export const BANNER_PICTURE_REFUSALS: Readonly<
  Record<BannerPictureRefusal, { readonly status: number; readonly message: string }>
> = {
  empty: { status: 400, message: 'The file is empty: choose a picture.' },
  'too-big': { status: 413, message: `The picture is too big: at most ${MEGABYTES} MB.` },
  'unsupported-type': { status: 415, message: 'The picture must be a JPEG, PNG or WebP.' },
  'not-an-image': { status: 400, message: 'The file is not a picture (or it is damaged): choose a JPEG, PNG or WebP.' },
  'too-small': {
    status: 400,
    message: `The picture is too small for a banner: at least ${BANNER_MIN_WIDTH} pixels wide and ${BANNER_MIN_HEIGHT} high.`,
  },
  'too-many-pixels': { status: 413, message: 'The picture has too many pixels: at most 50 megapixels.' },
  busy: { status: 503, message: 'Other pictures are being processed right now. Try again in a minute.' },
};

export const BANNER_PICTURE_NOT_MULTIPART = "Send the picture as multipart/form-data in the field 'picture'.";
