import { readBannerLink } from '../../../domain/banner/banner-link.rule';
import { CATEGORY_SLUGS } from '../../../domain/cart/category';
import type { PriceCheckLinePrice } from '../../../domain/cart/price-check';
import { isDietaryTag } from '../../../domain/menu/dietary-tags';
import { LOCALES, type Translated } from '../../../domain/shared/locale';
import type {
  BannerSlideDto,
  MenuCategoryDto,
  MenuDto,
  MenuProductDto,
} from '../../../domain/shop-api/catalog.contract';
import type { ProductPhotoDto } from '../../../domain/shop-api/product-photo.contract';
import type { PriceCheckResult, UnavailableLine, UnavailableReason } from '../../application/ports/menu-api.port';
import { readProductPhoto } from './product-photo.serialization';

/*
 * Shape checks at the edge. A menu is read product by product: one malformed product is left out
 * instead of blanking the whole menu; an answer that is not a menu at all reads as null, which the
 * adapter reports as 'bad-answer'.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isOptionalNumber = (value: unknown): boolean => value === undefined || value === null || isPrice(value);

const isModifier = (value: unknown): boolean =>
  isObject(value) &&
  isString(value.id) &&
  isString(value.iikoId) &&
  isString(value.iikoName) &&
  isPrice(value.price) &&
  isString(value.productGroupId) &&
  isObject(value.translation);

const isModifierGroup = (value: unknown): boolean =>
  isObject(value) &&
  isString(value.id) &&
  (value.kind === 'one-of' || value.kind === 'any-of') &&
  typeof value.required === 'boolean' &&
  isOptionalNumber(value.maxTotal) &&
  (value.defaultModifierId === undefined || isString(value.defaultModifierId)) &&
  isObject(value.translation) &&
  Array.isArray(value.options) &&
  value.options.every((option) => isObject(option) && isString(option.modifierId) && isPrice(option.maxCount));

// A product whose groups cannot be read is left out: offering it without its rules would only
// build lines the server refuses.
const isProduct = (value: unknown): value is MenuProductDto =>
  isObject(value) &&
  isString(value.id) &&
  isString(value.iikoId) &&
  isString(value.name) &&
  isObject(value.translation) &&
  isPrice(value.price) &&
  isOptionalNumber(value.weight) &&
  isOptionalNumber(value.volume) &&
  isString(value.imgLink) &&
  Array.isArray(value.modifiers) &&
  value.modifiers.every(isModifier) &&
  (value.modifierGroups === undefined ||
    (Array.isArray(value.modifierGroups) && value.modifierGroups.every(isModifierGroup)));

const withPhoto = (picture: ReturnType<typeof readProductPhoto>) => (picture === null ? {} : { picture });

const readCategory = (value: unknown): MenuCategoryDto | null => {
  if (!isObject(value) || !(CATEGORY_SLUGS as readonly unknown[]).includes(value.slug)) return null;
  if (!isObject(value.translation) || !Array.isArray(value.products)) return null;
  const products = value.products.filter(isProduct).map(({ picture, ...product }) => ({
    ...product,
    ...withPhoto(readProductPhoto(picture)),
    // Flags the cart relies on are read as strict booleans; anything else means "no".
    disabled: product.disabled === true,
    isAlcohol: product.isAlcohol === true,
    sushi: product.sushi === true,
    description: isObject(product.description) ? product.description : { uk: '', en: '', ru: '' },
    // Labels this browser does not know yet are left off rather than shown as raw words.
    tags: Array.isArray(product.tags) ? product.tags.filter(isDietaryTag) : [],
  }));
  return products.length === 0 ? null : ({ ...value, products } as unknown as MenuCategoryDto);
};

export const readMenu = (body: unknown): MenuDto | null => {
  if (!isObject(body) || !Array.isArray(body.categories)) return null;
  const categories = body.categories.map(readCategory).filter((category) => category !== null);
  return { cityId: body.cityId as MenuDto['cityId'], categories };
};

const isSlide = (value: unknown): value is BannerSlideDto =>
  isObject(value) && typeof value.id === 'number' && isString(value.imgLink) && isObject(value.alt);

const isTextPerLocale = (value: unknown): value is Translated =>
  isObject(value) && LOCALES.every((locale) => isString(value[locale]));

/** The uploaded pictures of the languages where they are readable; none: the files of imgLinks show. */
const readSlidePictures = (value: unknown): Partial<Translated<ProductPhotoDto>> | null => {
  if (!isObject(value)) return null;
  const pictures: Partial<Translated<ProductPhotoDto>> = {};
  for (const locale of LOCALES) {
    const picture = readProductPhoto(value[locale]);
    if (picture !== null) pictures[locale] = picture;
  }
  return Object.keys(pictures).length === 0 ? null : pictures;
};

/**
 * A slide keeps what is readable of it: per-language pictures that are unreadable leave its one
 * picture (imgLink), and a link the shop would not accept leaves a slide that leads nowhere.
 */
const readSlide = (slide: BannerSlideDto): BannerSlideDto => {
  const { id, image, imgLink, alt } = slide;
  const imgLinks = isTextPerLocale(slide.imgLinks) ? slide.imgLinks : null;
  const pictures = readSlidePictures(slide.pictures);
  const link = isString(slide.link) && readBannerLink(slide.link).ok ? slide.link : null;
  return {
    id,
    image,
    imgLink,
    alt,
    ...(imgLinks === null ? {} : { imgLinks }),
    ...(pictures === null ? {} : { pictures }),
    ...(link === null ? {} : { link }),
  };
};

/** Banners are decoration: unreadable slides are dropped, an unreadable list is an empty list. */
export const readBanners = (body: unknown): readonly BannerSlideDto[] | null =>
  Array.isArray(body) ? body.filter(isSlide).map(readSlide) : null;

const UNAVAILABLE_REASONS: readonly UnavailableReason[] = [
  'unknown-product',
  'product-unavailable',
  'unknown-modifier',
  'modifier-choice-invalid',
];

const isUnavailableLine = (value: unknown): value is UnavailableLine =>
  isObject(value) && isString(value.id) && (UNAVAILABLE_REASONS as readonly unknown[]).includes(value.reason);

const isLinePrice = (value: unknown): value is PriceCheckLinePrice =>
  isObject(value) && isString(value.id) && typeof value.price === 'number';

/** The original shop's {type, data}; `unavailable` is this shop's addition and may be absent. */
export const readPriceCheck = (body: unknown): PriceCheckResult | null => {
  if (!isObject(body) || (body.type !== 'UPDATE' && body.type !== 'OK')) return null;
  const data = Array.isArray(body.data) ? body.data.filter(isLinePrice) : [];
  const unavailable = Array.isArray(body.unavailable) ? body.unavailable.filter(isUnavailableLine) : [];
  return { type: body.type, data, unavailable };
};
