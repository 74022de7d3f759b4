import type { CityDto, ContentPageDto } from '../../../domain/shop-api/catalog.contract';
import type { SiteManagementDto } from '../../../domain/shop-api/ordering.contract';
import type { Translated } from '../../../domain/shared/locale';
import { CITY_PROFILES } from '../../config/city-profiles.config';

/*
 * What the in-memory site API answers when nothing else is given: the two cities with the shell's
 * built-in phones (so the fake and the shell agree), short information pages in three languages
 * with a {phone} placeholder like the server's, and a site with nothing switched off.
 */

export const FAKE_CITIES: readonly CityDto[] = [
  {
    id: 1,
    slug: 'lviv',
    name: { uk: 'Львів', en: 'Lviv', ru: 'Львов' },
    region: 'Львівська область',
    phone: CITY_PROFILES.lviv.phone,
    sushiEnabled: CITY_PROFILES.lviv.sushiAvailable,
    center: [24.0316, 49.8419],
  },
  {
    id: 2,
    slug: 'kyiv',
    name: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' },
    region: 'Київська область',
    phone: CITY_PROFILES.kyiv.phone,
    sushiEnabled: CITY_PROFILES.kyiv.sushiAvailable,
    center: [30.5234, 50.4501],
  },
];

type PageTexts = Translated<{ title: string; paragraphs: string[] }>;

// The server sends sanitized HTML; the demos' own texts are plain sentences, one paragraph each.
const htmlOf = (paragraphs: readonly string[]): string => paragraphs.map((text) => `<p>${text}</p>\n`).join('');

const page = (slug: ContentPageDto['slug'], translation: PageTexts): ContentPageDto => ({
  slug,
  translation: {
    uk: { title: translation.uk.title, html: htmlOf(translation.uk.paragraphs) },
    en: { title: translation.en.title, html: htmlOf(translation.en.paragraphs) },
    ru: { title: translation.ru.title, html: htmlOf(translation.ru.paragraphs) },
  },
});

export const FAKE_CONTENT_PAGES: readonly ContentPageDto[] = [
  page('about', {
    uk: { title: 'Про нас', paragraphs: ['Ми готуємо бургери та суші у Львові й Києві.', 'Телефон: {phone}.'] },
    en: { title: 'About us', paragraphs: ['We cook burgers and sushi in Lviv and Kyiv.', 'Phone: {phone}.'] },
    ru: { title: 'О нас', paragraphs: ['Мы готовим бургеры и суши во Львове и Киеве.', 'Телефон: {phone}.'] },
  }),
  page('delivery', {
    uk: {
      title: 'Доставка та оплата',
      paragraphs: ['Доставляємо за 29, 59 або 89 хвилин залежно від зони.', 'Питання — за телефоном {phone}.'],
    },
    en: {
      title: 'Delivery and payment',
      paragraphs: ['We deliver within 29, 59 or 89 minutes depending on the zone.', 'Questions: call {phone}.'],
    },
    ru: {
      title: 'Доставка и оплата',
      paragraphs: ['Доставляем за 29, 59 или 89 минут в зависимости от зоны.', 'Вопросы — по телефону {phone}.'],
    },
  }),
  page('public-offer', {
    uk: { title: 'Публічна оферта', paragraphs: ['Цей документ є публічною офертою.', 'Контакти: {phone}.'] },
    en: { title: 'Public offer', paragraphs: ['This document is a public offer.', 'Contact: {phone}.'] },
    ru: { title: 'Публичная оферта', paragraphs: ['Этот документ является публичной офертой.', 'Контакты: {phone}.'] },
  }),
  page('vacancies', {
    uk: { title: 'Вакансії', paragraphs: ['Шукаємо кухарів, сушистів і кур’єрів.', 'Дзвоніть: {phone}.'] },
    en: { title: 'Vacancies', paragraphs: ['We are looking for cooks, sushi chefs and couriers.', 'Call {phone}.'] },
    ru: { title: 'Вакансии', paragraphs: ['Ищем поваров, сушистов и курьеров.', 'Звоните: {phone}.'] },
  }),
];

export const FAKE_SITE_MANAGEMENT: SiteManagementDto = {
  disabledFunctionalities: [],
  disabledDeliveryTypes: [],
  translationsByFunctionality: {},
  isDefaultNonWorking: false,
  workingHours: { open: '10:30', close: '22:30' },
  settings: [],
};
