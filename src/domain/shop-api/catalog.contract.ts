/**
 * The REST API's shapes (types only), shared by the browser's axios adapter and the server's
 * Fastify routes so the two cannot drift apart. Prices here are hryvnias (the original shop's wire format);
 * the server computes in kopiykas behind them. All paths are under /api.
 */
import type { PageHeadTextDto } from './page-head-texts.contract';
import type { CategorySlug, MenuPage } from '../cart/category';
import type { CityId, CitySlug } from '../city/city';
import type { DietaryTag } from '../menu/dietary-tags';
import type { ModifierGroupKind } from '../modifier/modifier-group';
import type { PayMethod } from '../order/order-form';
import type { ContentPageSlug } from '../content/content-page';
import type { Translated } from '../shared/locale';
import type { StopText } from '../working-hours/working-hours.types';
import type { ProductPhotoDto } from './product-photo.contract';

/** GET /api/cities */
export interface CityDto {
  readonly id: CityId;
  readonly slug: CitySlug;
  readonly name: Translated;
  readonly region: string;
  /** '+38 (067) 123 45 67' */
  readonly phone: string;
  readonly sushiEnabled: boolean;
  /** [lng, lat] */
  readonly center: readonly [number, number];
  /**
   * Titles and descriptions staff wrote for the city's pages in place of the defaults, only those
   * with something written (architecture/seo.md); absent from older servers' answers.
   */
  readonly headTexts?: readonly PageHeadTextDto[];
}

export interface MenuModifierDto {
  /** Equal to iikoId: modifiers have no other identity. */
  readonly id: string;
  readonly iikoId: string;
  readonly iikoName: string;
  readonly translation: Translated;
  readonly price: number;
  /** The kitchen's group key, passed on to the POS; the rules live in MenuModifierGroupDto. */
  readonly productGroupId: string;
}

/** How a product's modifiers may be chosen (architecture/admin-menu.md, "Modifiers"). */
export interface MenuModifierGroupDto {
  readonly id: string;
  readonly translation: Translated;
  readonly kind: ModifierGroupKind;
  /** one-of: exactly one must be chosen; otherwise at most one. Always false for any-of. */
  readonly required: boolean;
  /** any-of: the most modifiers of the group one unit may carry together. */
  readonly maxTotal?: number;
  /** one-of: the modifier the storefront preselects. */
  readonly defaultModifierId?: string;
  /** The group's modifiers (ids of the product's `modifiers`), each with its maximum per unit. */
  readonly options: readonly { readonly modifierId: string; readonly maxCount: number }[];
}

export interface MenuProductDto {
  /** Equal to iikoId. */
  readonly id: string;
  readonly iikoId: string;
  readonly category: CategorySlug;
  /** The kitchen's Ukrainian name. */
  readonly name: string;
  readonly translation: Translated;
  readonly description: Translated;
  readonly price: number;
  readonly weight?: number;
  readonly volume?: number;
  /** The default picture's file name (the seed's or its category's), shown while no photo is uploaded. */
  readonly photo: string;
  /** '/api/uploads/{photo}', or the widest WebP of the uploaded photo. */
  readonly imgLink: string;
  /** The photo staff uploaded, in every size made of it; absent: the default picture. */
  readonly picture?: ProductPhotoDto;
  readonly background?: string;
  readonly modifiers: readonly MenuModifierDto[];
  /** Every modifier of `modifiers` is in exactly one group. Absent from older answers: none. */
  readonly modifierGroups?: readonly MenuModifierGroupDto[];
  readonly isAlcohol: boolean;
  readonly sushi: boolean;
  readonly amountOfBurgers?: number;
  readonly amountOfRolls?: number;
  /** Stop-listed in this city: shown, cannot be added. */
  readonly disabled: boolean;
  /** Counted rather than weighed: the number of pieces. */
  readonly pieces?: number;
  /** Allergen and diet labels, in the list's order (dietary-tags.ts); absent or empty: none. */
  readonly tags?: readonly DietaryTag[];
}

export interface MenuCategoryDto {
  readonly slug: CategorySlug;
  readonly translation: Translated;
  readonly page: MenuPage | 'both';
  readonly products: readonly MenuProductDto[];
}

/** GET /api/menu?cityId=N — categories in display order; empty categories are left out. */
export interface MenuDto {
  readonly cityId: CityId;
  readonly categories: readonly MenuCategoryDto[];
}

/** GET /api/banners?isAvailable=1&page=burgers|sushi&cityId=N */
export interface BannerSlideDto {
  readonly id: number;
  readonly image: string;
  readonly imgLink: string;
  /**
   * The shop's addition: the picture per language, since a banner's headline is drawn into it
   * (imgLink where a language has none). Absent from answers that predate it: use imgLink.
   */
  readonly imgLinks?: Translated;
  /**
   * Per language, the sizes of the picture imgLinks names when it is one staff uploaded (WebP, and
   * AVIF where smaller); absent for a language shown a drawn file (architecture/admin-banners.md).
   */
  readonly pictures?: Partial<Translated<ProductPhotoDto>>;
  readonly alt: Translated;
  /** Where the slide leads: a shop path ('/sushi/#sets', opened in the customer's language and city) or an https address. */
  readonly link?: string;
}

/** GET /api/delivery-and-payment — one entry per city and method, display order online, card, cash. */
export interface PaymentTypeDto {
  readonly id: number;
  readonly name: PayMethod;
  readonly isAllowed: boolean;
  readonly cityId: CityId;
  /** While staff have switched the method off: what customers read, per language staff wrote. */
  readonly stopMessage?: Partial<Translated<StopText>>;
}

/**
 * GET /api/content/{about|delivery|public-offer|vacancies}?cityId=N: staff's text for the city in
 * every language (its own version or the shop-wide one, architecture/admin-content.md), the
 * city's phone filled in, the Markdown body already rendered to sanitized HTML.
 */
export interface ContentPageDto {
  readonly slug: ContentPageSlug;
  readonly translation: Translated<ContentPageTextDto>;
}

export interface ContentPageTextDto {
  readonly title: string;
  /** Sanitized HTML of the allowed Markdown (headings, paragraphs, lists, emphasis, links, quotes, tables). */
  readonly html: string;
}

/** GET /api/site-management/settings */
export interface SiteSettingDto {
  readonly name: string;
  readonly value: string;
}
