import type { SeedCategory } from './seed.types';

/** Menu categories in display order (the order of CATEGORY_SLUGS). */
export const categories: readonly SeedCategory[] = [
  { slug: 'combos', position: 1, translation: { uk: 'Комбо', en: 'Combos', ru: 'Комбо' } },
  { slug: 'burgers', position: 2, translation: { uk: 'Бургери', en: 'Burgers', ru: 'Бургеры' } },
  { slug: 'menus', position: 3, translation: { uk: 'Меню на компанію', en: 'Sharing menus', ru: 'Меню на компанию' } },
  { slug: 'rolls', position: 4, translation: { uk: 'Роли', en: 'Rolls', ru: 'Роллы' } },
  { slug: 'sets', position: 5, translation: { uk: 'Сети', en: 'Sushi sets', ru: 'Сеты' } },
  { slug: 'additions', position: 6, translation: { uk: 'Закуски', en: 'Sides', ru: 'Закуски' } },
  { slug: 'sauces', position: 7, translation: { uk: 'Соуси', en: 'Sauces', ru: 'Соусы' } },
  { slug: 'drinks', position: 8, translation: { uk: 'Напої', en: 'Drinks', ru: 'Напитки' } },
  { slug: 'beer', position: 9, translation: { uk: 'Пиво', en: 'Beer', ru: 'Пиво' } },
];
