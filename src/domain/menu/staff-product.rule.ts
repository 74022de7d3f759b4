import { CATEGORY_SLUGS, type CategorySlug } from '../cart/category';
import { checkStaffPrice, type StaffPriceProblem } from '../pricing/staff-price';
import { LOCALES, type Translated } from '../shared/locale';
import type { Kopiykas } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { ProductSizeUnit, StaffProductField, StaffProductInputDto } from '../shop-api/staff-menu.contract';
import { PRODUCT_SIZE_UNITS } from '../shop-api/staff-menu.contract';
import { isDietaryTag, orderedDietaryTags, type DietaryTag } from './dietary-tags';

export const PRODUCT_NAME_MAX = 80;
export const PRODUCT_DESCRIPTION_MAX = 600;
/** Grams or millilitres; a product of more than 100 kg or 100 l is a typing slip. */
export const PRODUCT_SIZE_MAX = 100_000;
export const PRODUCT_ROLLS_MAX = 200;

export type StaffProductProblem =
  | 'required'
  | 'too-long'
  | StaffPriceProblem
  | 'not-a-whole-number'
  | 'out-of-range'
  | 'unknown-unit'
  | 'unknown-category'
  | 'unknown-tag'
  | 'repeated-tag';

export interface StaffProductFieldProblem {
  readonly field: StaffProductField;
  readonly problem: StaffProductProblem;
}

/** A product as it is stored: texts trimmed, money in kopiykas, tags in the list's order. */
export interface CheckedStaffProduct {
  readonly category: CategorySlug;
  readonly translation: Translated;
  readonly description: Translated;
  readonly basePrice: Kopiykas;
  readonly size: { readonly amount: number; readonly unit: ProductSizeUnit } | null;
  readonly rolls: number;
  readonly alcohol: boolean;
  readonly tags: readonly DietaryTag[];
  readonly hidden: boolean;
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Checks what staff typed for a product, the same way in the browser (next to each field) and on
 * the server (the authority). Every language's name and description is required: the storefront
 * shows each customer their own language and has nothing to fall back on for a new product.
 * Answers each field's problem in form order.
 */
export const checkStaffProduct = (
  input: StaffProductInputDto,
): Result<CheckedStaffProduct, 'invalid'> & { readonly problems: readonly StaffProductFieldProblem[] } => {
  const problems: StaffProductFieldProblem[] = [];
  const problem = (field: StaffProductField, what: StaffProductProblem): void => {
    problems.push({ field, problem: what });
  };

  const texts = (group: 'translation' | 'description', max: number): Translated => {
    const source = (input[group] ?? {}) as Partial<Record<string, unknown>>;
    const read = Object.fromEntries(LOCALES.map((locale) => [locale, textOf(source[locale])])) as Translated;
    for (const locale of LOCALES) {
      if (read[locale] === '') problem(`${group}.${locale}`, 'required');
      else if ([...read[locale]].length > max) problem(`${group}.${locale}`, 'too-long');
    }
    return read;
  };
  const translation = texts('translation', PRODUCT_NAME_MAX);
  const description = texts('description', PRODUCT_DESCRIPTION_MAX);

  const category = (CATEGORY_SLUGS as readonly string[]).includes(input.category)
    ? (input.category as CategorySlug)
    : null;
  if (category === null) problem('category', 'unknown-category');

  const price = checkStaffPrice(typeof input.basePrice === 'number' ? input.basePrice : Number.NaN);
  if (!price.ok) problem('basePrice', price.problem);

  let size: CheckedStaffProduct['size'] = null;
  if (input.size !== null && input.size !== undefined) {
    const unit = (PRODUCT_SIZE_UNITS as readonly string[]).includes(input.size.unit) ? input.size.unit : null;
    if (unit === null) problem('size.unit', 'unknown-unit');
    if (!isWhole(input.size.amount)) problem('size.amount', 'not-a-whole-number');
    else if (input.size.amount < 1 || input.size.amount > PRODUCT_SIZE_MAX) problem('size.amount', 'out-of-range');
    else if (unit !== null) size = { amount: input.size.amount, unit };
  }

  if (!isWhole(input.rolls)) problem('rolls', 'not-a-whole-number');
  else if (input.rolls < 0 || input.rolls > PRODUCT_ROLLS_MAX) problem('rolls', 'out-of-range');

  const tags = Array.isArray(input.tags) ? input.tags : [];
  if (!tags.every(isDietaryTag)) problem('tags', 'unknown-tag');
  else if (new Set(tags).size !== tags.length) problem('tags', 'repeated-tag');

  if (problems.length > 0 || category === null || !price.ok) return { ...err('invalid'), problems };
  return {
    ...ok({
      category,
      translation,
      description,
      basePrice: price.kopiykas,
      size,
      rolls: input.rolls,
      alcohol: input.alcohol === true,
      tags: orderedDietaryTags(tags as DietaryTag[]),
      hidden: input.hidden === true,
    }),
    problems,
  };
};
