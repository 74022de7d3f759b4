import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '../../../../src/domain/routing/admin-path';
import { menuCategoriesOfAdminSection } from '../../../../src/domain/routing/admin-menu-sections';

const SEEDED_CATEGORIES = ['combos', 'burgers', 'menus', 'rolls', 'sets', 'additions', 'sauces', 'drinks', 'beer'];

describe('menuCategoriesOfAdminSection', () => {
  it('gives each menu section its categories, and "others" the whole menu', () => {
    expect(menuCategoriesOfAdminSection('burgers')).toEqual(['combos', 'burgers', 'menus']);
    expect(menuCategoriesOfAdminSection('burgers/crafts')).toEqual(['burgers']);
    expect(menuCategoriesOfAdminSection('sushi')).toEqual(['rolls', 'sets']);
    expect(menuCategoriesOfAdminSection('alcohol')).toEqual(['beer']);
    expect(menuCategoriesOfAdminSection('others')).toBe('all');
  });

  it('is null for the sections that are not about the menu', () => {
    for (const section of [
      '',
      'login',
      'accounts',
      'delivery',
      'content',
      'site-management',
      'banners',
      'banners/burgers',
      'banners/sushi',
    ] as const) {
      expect(menuCategoriesOfAdminSection(section), section).toBeNull();
    }
  });

  it('names only categories the menu has, and reaches every one of them from some section', () => {
    const reached = new Set<string>();
    for (const section of ADMIN_SECTIONS) {
      const categories = menuCategoriesOfAdminSection(section);
      if (Array.isArray(categories)) for (const category of categories) reached.add(category);
    }
    expect([...reached].every((category) => SEEDED_CATEGORIES.includes(category))).toBe(true);
    expect([...reached].sort()).toEqual([...SEEDED_CATEGORIES].sort());
  });
});
