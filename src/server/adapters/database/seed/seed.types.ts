import type { Polygon, MultiPolygon } from '../../../../domain/delivery-zone/geojson.types';
import type { CityId } from '../../../../domain/city/city';
import type { CategorySlug } from '../../../../domain/cart/category';
import type { PayMethod } from '../../../../domain/order/order-form';
import type { ModifierGroupKind } from '../../../../domain/modifier/modifier-group';
import type { Translated } from '../../../../domain/shared/locale';
import type { ZoneColor } from '../../../../domain/delivery-zone/zone-color';
import type { Functionality, StopText } from '../../../../domain/working-hours/working-hours.types';

/** The shape of the demo shop the server seeds on first start. Prices are hryvnias. */

export interface SeedCity {
  readonly id: CityId;
  readonly slug: 'lviv' | 'kyiv';
  readonly name: Translated;
  readonly region: string;
  /** Shown in the navbar and the callback popup, e.g. '+38 (067) 123 45 67'. */
  readonly phone: string;
  /** Per-city setting: sushi on in Lviv, off in Kyiv. */
  readonly sushiEnabled: boolean;
  /** Map centre [lng, lat]. */
  readonly center: readonly [number, number];
}

export interface SeedCategory {
  readonly slug: CategorySlug;
  readonly translation: Translated;
  readonly position: number;
}

export interface SeedModifier {
  readonly iikoId: string;
  /** The kitchen's Ukrainian name; the cart recognises the patty and topping names from it. */
  readonly iikoName: string;
  readonly translation: Translated;
  readonly price: number;
  /** The group it joins on a product: a key of SeedShop.modifierGroups. */
  readonly productGroupId: string;
  /** In an any-of group: how many of it one unit may carry (default 1). */
  readonly maxCount?: number;
}

/** A kind of modifier group; each product gets one such group per key its modifiers use. */
export interface SeedModifierGroup {
  readonly translation: Translated;
  readonly kind: ModifierGroupKind;
  readonly required: boolean;
  readonly maxTotal?: number;
}

export interface SeedProduct {
  readonly iikoId: string;
  readonly category: CategorySlug;
  readonly translation: Translated;
  readonly description: Translated;
  readonly price: number;
  /** Per-city price where it differs from `price`. */
  readonly priceByCity?: Partial<Record<CityId, number>>;
  /** grams */
  readonly weight?: number;
  /** litres */
  readonly volume?: number;
  /** File name served at /api/uploads/{photo}. */
  readonly photo: string;
  /** Background colour behind the photo on the card. */
  readonly background?: string;
  /** iikoIds of the modifiers offered with this product. */
  readonly modifiers: readonly string[];
  readonly isAlcohol?: boolean;
  readonly sushi?: boolean;
  readonly amountOfBurgers?: number;
  readonly amountOfRolls?: number;
  readonly cities: readonly CityId[];
  /** Stop-listed in these cities: shown disabled. */
  readonly stoppedIn?: readonly CityId[];
}

export interface SeedPaymentType {
  readonly cityId: CityId;
  readonly name: PayMethod;
  readonly isAllowed: boolean;
}

/** A locality deliveries go to (Lviv and the settlements of its hromada; Kyiv). */
export interface SeedDeliveryCity {
  readonly id: number;
  readonly cityId: CityId;
  /** Ukrainian name, as the order form shows and the operator reads it. */
  readonly name: string;
  readonly translation: Translated;
}

/**
 * A street of the gazetteer: a polyline from the lowest to the highest house number, so the
 * geocoder can interpolate a house's point along it.
 */
export interface SeedStreet {
  readonly id: string;
  readonly cityId: CityId;
  readonly deliveryCityId: number;
  /** Ukrainian name, e.g. 'вулиця Городоцька'. */
  readonly name: string;
  readonly firstHouse: number;
  readonly lastHouse: number;
  /** [lng, lat] points from firstHouse to lastHouse. */
  readonly line: readonly (readonly [number, number])[];
}

export interface SeedZone {
  readonly cityId: CityId;
  readonly color: ZoneColor;
  readonly geometry: Polygon | MultiPolygon;
}

export interface SeedPickupPoint {
  readonly id: string;
  readonly cityId: CityId;
  readonly deliveryCityName: string;
  readonly streetName: string;
  readonly house: string;
}

export interface SeedStopText {
  readonly functionality: Functionality;
  readonly translation: Translated<StopText>;
  /** For a city without sushi, when the text would offer what it does not make. */
  readonly translationWithoutSushi?: Translated<StopText>;
}

export interface SeedBanner {
  readonly page: 'burgers' | 'sushi';
  readonly cityId: CityId;
  /** The picture per language: a banner's headline is part of it. */
  readonly images: Translated;
  readonly position: number;
  readonly alt: Translated;
  /** Where the slide leads, if anywhere: a shop path ('/sushi/#sets') or an https address (architecture/admin-banners.md). */
  readonly link?: string;
}

export type ContentPageSlug = 'about' | 'delivery' | 'public-offer' | 'vacancies';

/** A page's title and paragraphs in one language; `{phone}` is replaced with the city's phone. */
export interface SeedContentText {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export interface SeedContentPage {
  readonly slug: ContentPageSlug;
  /** Per locale, stored as the shop-wide Markdown text (markdownOfParagraphs). */
  readonly translation: Translated<SeedContentText>;
  /** A city's own version, shown there instead of the shop-wide one. */
  readonly byCity?: Partial<Record<CityId, Translated<SeedContentText>>>;
}

export type SeedCouponKind = 'percent' | 'fixed' | 'gift';

export interface SeedCoupon {
  readonly code: string;
  readonly kind: SeedCouponKind;
  /** percent: 0..100; fixed: hryvnias; gift: 0. */
  readonly value: number;
  /** Each action lets the customer take one of its items (iikoIds) for free. */
  readonly actions: readonly { readonly items: readonly string[] }[];
  readonly cities: readonly CityId[];
  readonly minCart?: number;
}

export interface SeedShop {
  readonly cities: readonly SeedCity[];
  readonly categories: readonly SeedCategory[];
  readonly modifiers: readonly SeedModifier[];
  /** By productGroupId, in the order products show them; a one-of group preselects its first modifier. */
  readonly modifierGroups: Readonly<Record<string, SeedModifierGroup>>;
  readonly products: readonly SeedProduct[];
  readonly paymentTypes: readonly SeedPaymentType[];
  readonly deliveryCities: readonly SeedDeliveryCity[];
  readonly streets: readonly SeedStreet[];
  readonly zones: readonly SeedZone[];
  readonly pickupPoints: readonly SeedPickupPoint[];
  readonly stopTexts: readonly SeedStopText[];
  readonly banners: readonly SeedBanner[];
  readonly contentPages: readonly SeedContentPage[];
  readonly coupons: readonly SeedCoupon[];
}
