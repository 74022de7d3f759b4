import { describe, expect, it } from 'vitest';
import { DIETARY_TAGS, isDietaryTag, orderedDietaryTags } from '../../../../src/domain/menu/dietary-tags';
import { moveInOrder } from '../../../../src/domain/menu/menu-order.rule';
import { checkStaffProduct, PRODUCT_NAME_MAX } from '../../../../src/domain/menu/staff-product.rule';
import type { StaffProductInputDto } from '../../../../src/domain/shop-api/staff-menu.contract';

const product: StaffProductInputDto = {
  category: 'rolls',
  translation: { uk: 'Сякемакі', en: 'Shake maki', ru: 'Сякемаки' },
  description: { uk: 'Лосось і рис.', en: 'Salmon and rice.', ru: 'Лосось и рис.' },
  basePrice: 149.9,
  size: { amount: 8, unit: 'pcs' },
  rolls: 1,
  alcohol: false,
  tags: ['fish'],
  hidden: false,
};

const problemsOf = (input: Partial<StaffProductInputDto>) =>
  checkStaffProduct({ ...product, ...input } as StaffProductInputDto).problems;

describe('the dietary tags', () => {
  it('are the seven labels the card knows, in the card’s order', () => {
    expect(DIETARY_TAGS).toEqual(['gluten', 'lactose', 'fish', 'nuts', 'spicy', 'vegetarian', 'vegan']);
    expect(isDietaryTag('spicy')).toBe(true);
    expect(isDietaryTag('Spicy')).toBe(false);
    expect(isDietaryTag('sugar')).toBe(false);
    expect(orderedDietaryTags(['vegan', 'gluten', 'spicy'])).toEqual(['gluten', 'spicy', 'vegan']);
  });
});

describe('checkStaffProduct', () => {
  it('accepts a whole product: texts trimmed, the price in kopiykas, tags in the list’s order', () => {
    const checked = checkStaffProduct({
      ...product,
      translation: { ...product.translation, en: '  Shake maki ' },
      tags: ['spicy', 'fish'],
    });
    expect(checked.ok && checked.value).toEqual({
      category: 'rolls',
      translation: { uk: 'Сякемакі', en: 'Shake maki', ru: 'Сякемаки' },
      description: product.description,
      basePrice: 14_990,
      size: { amount: 8, unit: 'pcs' },
      rolls: 1,
      alcohol: false,
      tags: ['fish', 'spicy'],
      hidden: false,
    });
  });

  it('needs the name and the description in every language, each named by its field', () => {
    expect(problemsOf({ translation: { uk: 'Сякемакі', en: ' ', ru: '' } })).toEqual([
      { field: 'translation.en', problem: 'required' },
      { field: 'translation.ru', problem: 'required' },
    ]);
    expect(problemsOf({ description: { uk: '', en: 'Salmon.', ru: 'Лосось.' } })).toEqual([
      { field: 'description.uk', problem: 'required' },
    ]);
    expect(problemsOf({ translation: { ...product.translation, uk: 'я'.repeat(PRODUCT_NAME_MAX + 1) } })).toEqual([
      { field: 'translation.uk', problem: 'too-long' },
    ]);
  });

  it('prices like the city price: more than 0, whole kopiykas', () => {
    expect(problemsOf({ basePrice: -1 })).toEqual([{ field: 'basePrice', problem: 'not-positive' }]);
    expect(problemsOf({ basePrice: 0 })).toEqual([{ field: 'basePrice', problem: 'not-positive' }]);
    expect(problemsOf({ basePrice: 10.005 })).toEqual([{ field: 'basePrice', problem: 'more-than-two-decimals' }]);
    expect(problemsOf({ basePrice: 100_000 })).toEqual([{ field: 'basePrice', problem: 'too-high' }]);
  });

  it('knows the categories, units and tags, and keeps sizes and rolls whole and in range', () => {
    expect(problemsOf({ category: 'pizza' })).toEqual([{ field: 'category', problem: 'unknown-category' }]);
    expect(problemsOf({ size: { amount: 8, unit: 'kg' as 'g' } })).toEqual([
      { field: 'size.unit', problem: 'unknown-unit' },
    ]);
    expect(problemsOf({ size: { amount: 0, unit: 'g' } })).toEqual([{ field: 'size.amount', problem: 'out-of-range' }]);
    expect(problemsOf({ size: { amount: 1.5, unit: 'ml' } })).toEqual([
      { field: 'size.amount', problem: 'not-a-whole-number' },
    ]);
    expect(problemsOf({ size: null })).toEqual([]);
    expect(problemsOf({ rolls: -1 })).toEqual([{ field: 'rolls', problem: 'out-of-range' }]);
    expect(problemsOf({ rolls: 0.5 })).toEqual([{ field: 'rolls', problem: 'not-a-whole-number' }]);
    expect(problemsOf({ tags: ['fish', 'sugar'] })).toEqual([{ field: 'tags', problem: 'unknown-tag' }]);
    expect(problemsOf({ tags: ['fish', 'fish'] })).toEqual([{ field: 'tags', problem: 'repeated-tag' }]);
  });
});

describe('moveInOrder', () => {
  it('swaps a product with its neighbour, and leaves the list alone at its ends or for a stranger', () => {
    const order = ['a', 'b', 'c'];
    expect(moveInOrder(order, 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(order, 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(order, 'a', 'up')).toBe(order);
    expect(moveInOrder(order, 'c', 'down')).toBe(order);
    expect(moveInOrder(order, 'x', 'up')).toBe(order);
  });
});
