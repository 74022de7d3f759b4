import { bannerImages } from './banner-images';
import type { SeedBanner } from './seed.types';

/** Slides of the menu pages' carousels, per city and page; a picture per language, committed in pictures/. */
export const banners: readonly SeedBanner[] = [
  {
    page: 'burgers',
    cityId: 1,
    position: 1,
    images: bannerImages('banner-promise'),
    alt: {
      uk: 'Доставимо за 29 або 59 хвилин — або бургер у подарунок',
      en: 'Delivered in 29 or 59 minutes, or your burger is on us',
      ru: 'Доставим за 29 или 59 минут — или бургер в подарок',
    },
    link: '/#burgers',
  },
  {
    page: 'burgers',
    cityId: 1,
    position: 2,
    images: bannerImages('banner-combo'),
    alt: {
      uk: 'Комбо: бургер, фрі та напій від 329 ₴',
      en: 'Combos: burger, fries and a drink from 329 ₴',
      ru: 'Комбо: бургер, фри и напиток от 329 ₴',
    },
    link: '/#combos',
  },
  {
    page: 'burgers',
    cityId: 1,
    position: 3,
    images: bannerImages('banner-smash'),
    alt: {
      uk: 'Новинка: Дабл Смеш із двома хрусткими котлетами',
      en: 'New: the Double Smash with two crispy patties',
      ru: 'Новинка: Дабл Смэш с двумя хрустящими котлетами',
    },
    link: '/#burgers',
  },
  {
    page: 'sushi',
    cityId: 1,
    position: 1,
    images: bannerImages('banner-sushi-sets'),
    alt: {
      uk: 'Сети ролів на компанію: 10 смаків',
      en: 'Sushi sets for sharing: 10 flavours',
      ru: 'Сеты роллов на компанию: 10 вкусов',
    },
    link: '/sushi/#sets',
  },
  {
    page: 'sushi',
    cityId: 1,
    position: 2,
    images: bannerImages('banner-sushi-promise'),
    alt: {
      uk: 'Роли за 29 або 59 хвилин — або рол у подарунок',
      en: 'Rolls in 29 or 59 minutes, or a roll on us',
      ru: 'Роллы за 29 или 59 минут — или ролл в подарок',
    },
    link: '/sushi/#rolls',
  },
  {
    page: 'burgers',
    cityId: 2,
    position: 1,
    images: bannerImages('banner-kyiv-promise'),
    // Kyiv has the red (59 minutes) and blue (89 minutes) zones only, and no sushi.
    alt: {
      uk: 'Бургери по Києву за 59 або 89 хвилин, залежно від зони, — або бургер у подарунок',
      en: 'Burgers across Kyiv in 59 or 89 minutes, depending on your zone, or your burger is on us',
      ru: 'Бургеры по Киеву за 59 или 89 минут, в зависимости от зоны, — или бургер в подарок',
    },
    link: '/#burgers',
  },
  {
    page: 'burgers',
    cityId: 2,
    position: 2,
    images: bannerImages('banner-combo'),
    alt: {
      uk: 'Комбо: бургер, фрі та напій від 349 ₴',
      en: 'Combos: burger, fries and a drink from 349 ₴',
      ru: 'Комбо: бургер, фри и напиток от 349 ₴',
    },
    link: '/#combos',
  },
  {
    page: 'burgers',
    cityId: 2,
    position: 3,
    images: bannerImages('banner-party'),
    alt: {
      uk: 'Бокси на компанію: до шести бургерів в одному замовленні',
      en: 'Sharing boxes: up to six burgers in one order',
      ru: 'Боксы на компанию: до шести бургеров в одном заказе',
    },
    link: '/#menus',
  },
];
