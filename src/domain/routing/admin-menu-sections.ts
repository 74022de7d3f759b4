import type { AdminSection } from './admin-path';

/**
 * Which menu categories each admin menu section edits. "others" is the whole menu on one page: the stop list at a glance.
 * Sections that are not about the menu map to nothing.
 */
const CATEGORIES_OF_SECTION: Partial<Record<AdminSection, readonly string[]>> = {
  burgers: ['combos', 'burgers', 'menus'],
  'burgers/menu': ['menus'],
  'burgers/crafts': ['burgers'],
  'burgers/combos': ['combos'],
  sushi: ['rolls', 'sets'],
  'sushi/sets': ['sets'],
  'sushi/rolls': ['rolls'],
  'sushi/burgers': ['burgers'],
  addition: ['additions'],
  drinks: ['drinks'],
  alcohol: ['beer'],
  sauces: ['sauces'],
};

/** The category slugs a menu section shows; 'all' for the whole menu; null when the section is not a menu section. */
export const menuCategoriesOfAdminSection = (section: AdminSection): readonly string[] | 'all' | null => {
  if (section === 'others') return 'all';
  return CATEGORIES_OF_SECTION[section] ?? null;
};
