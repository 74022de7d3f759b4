import type { CityId } from '../../../domain/city/city';
import type { SelfPickupPoint } from '../../../domain/order/order-form';
import type { PaymentType } from '../../../domain/payment/payment-type';
import type { DeliveryCityDto, StreetDto } from '../../../domain/shop-api/ordering.contract';

/*
 * The demo shop's ordering data, as the server's seed has it: which payments each city takes, its
 * pickup points, the localities it delivers to and a few of their streets.
 */

export const FAKE_PAYMENT_TYPES: readonly PaymentType[] = [
  { id: 1, name: 'online', isAllowed: true, cityId: 1 },
  { id: 2, name: 'card', isAllowed: true, cityId: 1 },
  { id: 3, name: 'cash', isAllowed: true, cityId: 1 },
  { id: 4, name: 'online', isAllowed: true, cityId: 2 },
  { id: 5, name: 'card', isAllowed: false, cityId: 2 },
  { id: 6, name: 'cash', isAllowed: true, cityId: 2 },
];

export const FAKE_PICKUP_POINTS: Record<CityId, readonly SelfPickupPoint[]> = {
  1: [
    {
      id: '1',
      deliveryCityName: 'Львів',
      streetName: 'вулиця Городоцька',
      house: '28',
      translations: {
        en: { deliveryCityName: 'Lviv', streetName: 'Horodotska Street' },
        ru: { deliveryCityName: 'Львов', streetName: '' },
      },
      hours: '10:30–22:30',
    },
  ],
  2: [],
};

export const FAKE_DELIVERY_CITIES: Record<CityId, readonly DeliveryCityDto[]> = {
  1: [
    { id: 101, name: 'Львів', translation: { uk: 'Львів', en: 'Lviv', ru: 'Львов' } },
    { id: 102, name: 'Брюховичі', translation: { uk: 'Брюховичі', en: 'Briukhovychi', ru: 'Брюховичи' } },
  ],
  2: [{ id: 201, name: 'Київ', translation: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' } }],
};

export const FAKE_STREETS: Record<number, readonly StreetDto[]> = {
  101: [
    { id: 's1', name: 'вулиця Городоцька' },
    { id: 's2', name: 'вулиця Зелена' },
    { id: 's3', name: 'проспект Свободи' },
    { id: '1582762', name: 'інша вулиця' },
  ],
  102: [{ id: 's10', name: 'вулиця Львівська' }],
  201: [{ id: 's20', name: 'вулиця Хрещатик' }],
};
