import type { CityId } from '../../../../domain/city/city';
import { isDietaryTag, orderedDietaryTags } from '../../../../domain/menu/dietary-tags';
import { toHryvnias } from '../../../../domain/shared/money';
import type { ModifierGroupKind } from '../../../../domain/modifier/modifier-group';
import type { MenuModifierDto, MenuModifierGroupDto } from '../../../../domain/shop-api/catalog.contract';
import { widestVariant } from '../../../../domain/shop-api/product-photo.contract';
import { uploadLinkOf } from '../../../../domain/shop-api/upload-link';
import { productPhotoDtoOf, storedPhotoVariantsOf } from '../../../application/catalogue/stored-photo.mapper';
import type { MenuReadPort, MenuSource } from '../../../application/catalogue/ports/menu-read.port';
import type { Queryable } from '../database';
import { translatedText } from './translations.mapper';

interface CategoryRow {
  slug: string;
  translations: unknown;
}

interface ProductRow {
  id: number;
  iiko_id: string;
  category: string;
  translations: unknown;
  price: number;
  weight_grams: number | null;
  volume_ml: number | null;
  photo: string;
  photo_variants: unknown;
  background: string | null;
  is_alcohol: boolean;
  is_sushi: boolean;
  amount_of_burgers: number;
  amount_of_rolls: number;
  is_stopped: boolean;
  pieces: number | null;
  dietary_tags: string[];
}

interface ModifierRow {
  product_id: number;
  iiko_id: string;
  iiko_name: string;
  translations: unknown;
  price: number;
  product_group_id: string;
}

interface GroupRow {
  product_id: number;
  id: number;
  translations: unknown;
  kind: ModifierGroupKind;
  is_required: boolean;
  max_total: number | null;
  options: { modifierId: string; maxCount: number; isDefault: boolean }[];
}

const groupDto = (row: GroupRow): MenuModifierGroupDto => {
  const preselected = row.options.find((option) => option.isDefault)?.modifierId;
  return {
    id: String(row.id),
    translation: translatedText(row.translations, 'name'),
    kind: row.kind,
    required: row.is_required,
    ...(row.max_total === null ? {} : { maxTotal: row.max_total }),
    ...(preselected === undefined ? {} : { defaultModifierId: preselected }),
    options: row.options.map(({ modifierId, maxCount }) => ({ modifierId, maxCount })),
  };
};

/**
 * A city's menu in four queries (categories, the city's products with their city price and stop
 * flag, their modifiers, their modifier groups). It is read only when the menu cache is (re)built, so clarity wins over
 * folding it into one statement.
 */
export class PgMenuRepository implements MenuReadPort {
  constructor(private readonly db: Queryable) {}

  async readMenu(cityId: CityId): Promise<MenuSource> {
    const [categories, products, modifiers, groups] = await Promise.all([
      this.db.query<CategoryRow>('SELECT slug, translations FROM categories ORDER BY position, id'),
      this.db.query<ProductRow>(
        `SELECT p.id, p.iiko_id, c.slug AS category, p.translations, COALESCE(pc.price, p.price) AS price,
                p.weight_grams, p.volume_ml, p.photo, p.background, p.is_alcohol, p.is_sushi,
                p.amount_of_burgers, p.amount_of_rolls, pc.is_stopped, p.pieces, p.dietary_tags, pp.variants AS photo_variants
           FROM product_cities pc
           JOIN products p ON p.id = pc.product_id
           JOIN categories c ON c.id = p.category_id
           LEFT JOIN product_photos pp ON pp.id = p.photo_id
          WHERE pc.city_id = $1 AND NOT p.is_archived AND NOT p.is_hidden
          ORDER BY p.position, p.id`,
        [cityId],
      ),
      this.db.query<ModifierRow>(
        `SELECT pm.product_id, m.iiko_id, m.iiko_name, m.translations, m.price, m.product_group_id
           FROM product_modifiers pm
           JOIN modifiers m ON m.id = pm.modifier_id
           JOIN product_cities pc ON pc.product_id = pm.product_id AND pc.city_id = $1
          ORDER BY pm.product_id, pm.position, m.position, m.id`,
        [cityId],
      ),
      this.db.query<GroupRow>(
        `SELECT g.product_id, g.id, g.translations, g.kind, g.is_required, g.max_total,
                jsonb_agg(jsonb_build_object('modifierId', m.iiko_id, 'maxCount', pm.max_count, 'isDefault', pm.is_default)
                          ORDER BY pm.position, m.id) AS options
           FROM product_modifier_groups g
           JOIN product_cities pc ON pc.product_id = g.product_id AND pc.city_id = $1
           JOIN product_modifiers pm ON pm.group_id = g.id
           JOIN modifiers m ON m.id = pm.modifier_id
          GROUP BY g.id
          ORDER BY g.product_id, g.position, g.id`,
        [cityId],
      ),
    ]);

    const groupsByProduct = new Map<number, MenuModifierGroupDto[]>();
    for (const row of groups.rows)
      groupsByProduct.set(row.product_id, [...(groupsByProduct.get(row.product_id) ?? []), groupDto(row)]);

    const modifiersByProduct = new Map<number, MenuModifierDto[]>();
    for (const row of modifiers.rows) {
      const list = modifiersByProduct.get(row.product_id) ?? [];
      list.push({
        id: row.iiko_id,
        iikoId: row.iiko_id,
        iikoName: row.iiko_name,
        translation: translatedText(row.translations, 'name'),
        price: toHryvnias(row.price),
        productGroupId: row.product_group_id,
      });
      modifiersByProduct.set(row.product_id, list);
    }

    return {
      categories: categories.rows.map((row) => ({
        slug: row.slug,
        translation: translatedText(row.translations, 'name'),
      })),
      products: products.rows.map((row) => {
        const translation = translatedText(row.translations, 'name');
        const stored = storedPhotoVariantsOf(row.photo_variants);
        const picture = stored === null ? undefined : productPhotoDtoOf(stored);
        return {
          id: row.iiko_id,
          iikoId: row.iiko_id,
          category: row.category,
          name: translation.uk,
          translation,
          description: translatedText(row.translations, 'description'),
          price: toHryvnias(row.price),
          ...(row.weight_grams === null ? {} : { weight: row.weight_grams }),
          // Stored in millilitres like money in kopiykas; the shop shows litres.
          ...(row.volume_ml === null ? {} : { volume: row.volume_ml / 1000 }),
          ...(row.pieces === null ? {} : { pieces: row.pieces }),
          photo: row.photo,
          imgLink: (picture === undefined ? undefined : widestVariant(picture)?.url) ?? uploadLinkOf(row.photo),
          ...(picture === undefined ? {} : { picture }),
          ...(row.background === null ? {} : { background: row.background }),
          modifiers: modifiersByProduct.get(row.id) ?? [],
          modifierGroups: groupsByProduct.get(row.id) ?? [],
          isAlcohol: row.is_alcohol,
          sushi: row.is_sushi,
          ...(row.amount_of_burgers > 0 ? { amountOfBurgers: row.amount_of_burgers } : {}),
          ...(row.amount_of_rolls > 0 ? { amountOfRolls: row.amount_of_rolls } : {}),
          disabled: row.is_stopped,
          tags: orderedDietaryTags(row.dietary_tags.filter(isDietaryTag)),
        };
      }),
    };
  }
}
