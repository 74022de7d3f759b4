import type { CategorySlug } from '../../../../domain/cart/category';
import type { Locale, Translated } from '../../../../domain/shared/locale';
import type { ModifierGroupKind } from '../../../../domain/modifier/modifier-group';
import type {
  CatalogModifier,
  CatalogModifierGroup,
  CatalogProduct,
  CatalogQuery,
  CatalogReadPort,
  CatalogSelection,
} from '../../../application/ports/catalog-read.port';
import type { NamedStatement, Queryable } from '../database';
import { isStorableCityId } from './city-id.guard';
import { storableCatalogQuery } from './catalog-query.guard';

/*
 * One product as the port answers it. A product belongs to a city through its product_cities row,
 * which also carries the city's price and stop switch; archived and hidden products are gone from the menu.
 * Both statements below share these fragments, so a whole city's catalogue holds exactly the rows
 * and fields that asking for its ids one by one would give.
 */
const PRODUCT_JSON = `jsonb_build_object(
      'iikoId', p.iiko_id, 'translations', p.translations, 'category', c.slug,
      'price', COALESCE(pc.price, p.price), 'weight', p.weight_grams, 'volumeMl', p.volume_ml,
      'photo', p.photo, 'background', p.background, 'isAlcohol', p.is_alcohol, 'sushi', p.is_sushi,
      'amountOfRolls', p.amount_of_rolls, 'amountOfBurgers', p.amount_of_burgers, 'disabled', pc.is_stopped,
      'modifierIds', ARRAY(
        SELECT m.iiko_id FROM product_modifiers pm JOIN modifiers m ON m.id = pm.modifier_id
        WHERE pm.product_id = p.id ORDER BY pm.position, m.id),
      'modifierGroups', COALESCE((
        SELECT jsonb_agg(jsonb_build_object(
                 'id', g.id::text, 'translations', g.translations, 'kind', g.kind,
                 'required', g.is_required, 'maxTotal', g.max_total,
                 'options', (SELECT COALESCE(jsonb_agg(jsonb_build_object('modifierId', gm.iiko_id, 'maxCount', gpm.max_count)
                                                       ORDER BY gpm.position, gm.id), '[]'::jsonb)
                               FROM product_modifiers gpm JOIN modifiers gm ON gm.id = gpm.modifier_id
                              WHERE gpm.group_id = g.id)
               ) ORDER BY g.position, g.id)
          FROM product_modifier_groups g WHERE g.product_id = p.id), '[]'::jsonb)
    )`;

const PRODUCTS_OF_CITY = `
    FROM products p
    JOIN product_cities pc ON pc.product_id = p.id AND pc.city_id = $1
    JOIN categories c ON c.id = p.category_id
    WHERE NOT p.is_archived AND NOT p.is_hidden`;

const MODIFIER_JSON = `jsonb_build_object(
      'iikoId', m.iiko_id, 'iikoName', m.iiko_name, 'translations', m.translations,
      'price', m.price, 'productGroupId', m.product_group_id
    )`;

// Modifiers have no city of their own: any city the shop has can use them, an unknown city none.
const MODIFIERS_OF_CITY = `
    FROM modifiers m
    WHERE EXISTS (SELECT 1 FROM cities WHERE id = $1)`;

/*
 * A whole cart in ONE round trip: both lists come back as jsonb arrays of a single row, ordered like
 * the ids asked for (as the in-memory twin answers them).
 */
const FIND_BY_IDS: NamedStatement = {
  // Prepared once per connection: planning this query costs as much as running it.
  name: 'catalog-by-ids',
  text: `
SELECT
  COALESCE((
    SELECT jsonb_agg(${PRODUCT_JSON} ORDER BY array_position($2::text[], p.iiko_id))
    ${PRODUCTS_OF_CITY} AND p.iiko_id = ANY ($2::text[])
  ), '[]'::jsonb) AS products,
  COALESCE((
    SELECT jsonb_agg(${MODIFIER_JSON} ORDER BY array_position($3::text[], m.iiko_id))
    ${MODIFIERS_OF_CITY} AND m.iiko_id = ANY ($3::text[])
  ), '[]'::jsonb) AS modifiers`,
};

/** A city's whole catalogue, also in one round trip: what a cache of the menu loads. */
const FIND_CITY_CATALOG: NamedStatement = {
  name: 'catalog-of-city',
  text: `
SELECT
  COALESCE((SELECT jsonb_agg(${PRODUCT_JSON} ORDER BY p.iiko_id) ${PRODUCTS_OF_CITY}), '[]'::jsonb) AS products,
  COALESCE((SELECT jsonb_agg(${MODIFIER_JSON} ORDER BY m.iiko_id) ${MODIFIERS_OF_CITY}), '[]'::jsonb) AS modifiers`,
};

type NamedTranslations = Partial<Record<Locale, { readonly name?: string }>>;

interface ProductJson {
  iikoId: string;
  translations: NamedTranslations;
  category: CategorySlug;
  price: number;
  weight: number | null;
  volumeMl: number | null;
  photo: string;
  background: string | null;
  isAlcohol: boolean;
  sushi: boolean;
  amountOfRolls: number;
  amountOfBurgers: number;
  disabled: boolean;
  modifierIds: string[];
  modifierGroups: GroupJson[];
}

interface GroupJson {
  id: string;
  translations: NamedTranslations;
  kind: ModifierGroupKind;
  required: boolean;
  maxTotal: number | null;
  options: { modifierId: string; maxCount: number }[];
}

interface ModifierJson {
  iikoId: string;
  iikoName: string;
  translations: NamedTranslations;
  price: number;
  productGroupId: string;
}

/** The menu as the order pipeline reads it, from the catalogue tables of migrations 0001 and 0026. */
export class PgCatalogRead implements CatalogReadPort {
  constructor(private readonly db: Queryable) {}

  async findByIds(cityId: number, query: CatalogQuery): Promise<CatalogSelection> {
    const storable = storableCatalogQuery(cityId, query);
    if (storable === null) return { products: [], modifiers: [] };
    return selectionOf(
      await this.db.query<CatalogRow>(FIND_BY_IDS, [cityId, storable.productIds, storable.modifierIds]),
    );
  }

  /**
   * Every product the city sells (stop-listed ones too, as disabled) and every modifier, ordered by
   * iikoId; nothing for a city the shop does not have. Fresh objects on each call.
   */
  async findCityCatalog(cityId: number): Promise<CatalogSelection> {
    if (!isStorableCityId(cityId)) return { products: [], modifiers: [] };
    return selectionOf(await this.db.query<CatalogRow>(FIND_CITY_CATALOG, [cityId]));
  }
}

interface CatalogRow {
  products: ProductJson[];
  modifiers: ModifierJson[];
}

const selectionOf = (result: { rows: CatalogRow[] }): CatalogSelection => {
  const row = result.rows[0];
  return { products: (row?.products ?? []).map(productOf), modifiers: (row?.modifiers ?? []).map(modifierOf) };
};

/** {uk: {name}, en: {name}} → {uk, en}: the catalogue port's per-locale names. */
const namesOf = (translations: NamedTranslations): Partial<Translated> => {
  const names: Partial<Record<Locale, string>> = {};
  for (const [locale, text] of Object.entries(translations) as [Locale, { name?: string } | undefined][]) {
    if (typeof text?.name === 'string') names[locale] = text.name;
  }
  return names;
};

// Zero rolls or burgers is what the columns default to; the port leaves such counters out.
const positiveOrAbsent = <K extends string>(key: K, value: number | null): { [P in K]?: number } =>
  (value !== null && value > 0 ? { [key]: value } : {}) as { [P in K]?: number };

const productOf = (json: ProductJson): CatalogProduct => {
  const translation = namesOf(json.translations);
  return {
    iikoId: json.iikoId,
    // The kitchen reads Ukrainian; the table keeps it as the uk name.
    name: translation.uk ?? json.iikoId,
    translation,
    category: json.category,
    priceKopiykas: json.price,
    ...(json.weight === null ? {} : { weight: json.weight }),
    // Whole millilitres in the table, litres on the port (as the menu shows them).
    ...(json.volumeMl === null ? {} : { volume: json.volumeMl / 1000 }),
    photo: json.photo,
    ...(json.background === null ? {} : { background: json.background }),
    isAlcohol: json.isAlcohol,
    sushi: json.sushi,
    ...positiveOrAbsent('amountOfRolls', json.amountOfRolls),
    ...positiveOrAbsent('amountOfBurgers', json.amountOfBurgers),
    disabled: json.disabled,
    modifierIds: json.modifierIds,
    modifierGroups: json.modifierGroups.map(groupOf),
  };
};

const groupOf = (json: GroupJson): CatalogModifierGroup => ({
  id: json.id,
  name: namesOf(json.translations),
  kind: json.kind,
  required: json.required,
  ...(json.maxTotal === null ? {} : { maxTotal: json.maxTotal }),
  options: json.options,
});

const modifierOf = (json: ModifierJson): CatalogModifier => ({
  iikoId: json.iikoId,
  iikoName: json.iikoName,
  translation: namesOf(json.translations),
  priceKopiykas: json.price,
  productGroupId: json.productGroupId,
});
