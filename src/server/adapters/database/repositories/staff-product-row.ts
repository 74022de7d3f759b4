import { isDietaryTag } from '../../../../domain/menu/dietary-tags';
import type { ProductSizeDto } from '../../../../domain/shop-api/staff-menu.contract';
import { storedPhotoVariantsOf } from '../../../application/catalogue/stored-photo.mapper';
import type { StaffMenuProductRecord } from '../../../application/ports/staff-menu.port';
import { translatedText } from './translations.mapper';

/** A product as one city offers it, with its last staff change there: what both staff repositories read. */
export interface StaffProductRow {
  iiko_id: string;
  category: string;
  translations: unknown;
  photo: string;
  photo_variants: unknown;
  base_price: number;
  city_price: number | null;
  is_stopped: boolean;
  changed_at: Date | null;
  changed_by: string | null;
  weight_grams: number | null;
  volume_ml: number | null;
  pieces: number | null;
  amount_of_rolls: number;
  is_alcohol: boolean;
  dietary_tags: string[];
  is_hidden: boolean;
}

/** The product's own columns of a StaffProductRow, for a query over products p. */
export const STAFF_PRODUCT_COLUMNS = `p.iiko_id, p.translations, p.photo, p.price AS base_price, p.weight_grams, p.volume_ml, p.pieces,
       p.amount_of_rolls, p.is_alcohol, p.dietary_tags, p.is_hidden,
       (SELECT pp.variants FROM product_photos pp WHERE pp.id = p.photo_id) AS photo_variants`;

// One unit per product; the storefront reads a volume first, then a weight, and so does staff's form.
const sizeOf = (row: StaffProductRow): ProductSizeDto | null => {
  if (row.volume_ml !== null) return { amount: row.volume_ml, unit: 'ml' };
  if (row.weight_grams !== null) return { amount: row.weight_grams, unit: 'g' };
  if (row.pieces !== null) return { amount: row.pieces, unit: 'pcs' };
  return null;
};

export const staffProductRecordOf = (row: StaffProductRow): StaffMenuProductRecord => ({
  iikoId: row.iiko_id,
  category: row.category,
  translation: translatedText(row.translations, 'name'),
  photo: row.photo,
  picture: storedPhotoVariantsOf(row.photo_variants),
  basePrice: row.base_price,
  cityPrice: row.city_price,
  stopped: row.is_stopped,
  lastChange: row.changed_at === null || row.changed_by === null ? null : { at: row.changed_at, by: row.changed_by },
  description: translatedText(row.translations, 'description'),
  size: sizeOf(row),
  rolls: row.amount_of_rolls,
  alcohol: row.is_alcohol,
  tags: row.dietary_tags.filter(isDietaryTag),
  hidden: row.is_hidden,
});
