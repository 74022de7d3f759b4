import type { CityId } from '../../../domain/city/city';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import type {
  AdminLocalityDto,
  AdminPaymentMethodDto,
  AdminPickupPointDto,
  AdminStreetDto,
  AdminZoneDto,
} from '../../../domain/shop-api/admin-delivery.contract';

/** A stored street of the fake: what staff see plus the line houses are placed on. */
export interface FakeStreet extends AdminStreetDto {
  readonly cityId: CityId;
  readonly line: readonly LngLat[];
}

export interface FakeDeliveryData {
  pickupPoints: AdminPickupPointDto[];
  paymentMethods: Map<CityId, AdminPaymentMethodDto[]>;
  zones: Map<CityId, AdminZoneDto[]>;
  localities: Omit<AdminLocalityDto, 'streetCount'>[];
  streets: FakeStreet[];
}

const square = (lng: number, lat: number, half: number): AdminZoneDto['geometry'] => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng - half, lat - half],
      [lng + half, lat - half],
      [lng + half, lat + half],
      [lng - half, lat + half],
      [lng - half, lat - half],
    ],
  ],
});

/** A demo of each city: Lviv with a kitchen and nested zones, Kyiv with no pickup point and no card payments. */
export const fakeDeliveryData = (): FakeDeliveryData => ({
  pickupPoints: [
    {
      id: '1',
      cityId: 1,
      locality: { uk: 'Львів', en: 'Lviv', ru: 'Львов' },
      street: { uk: 'вулиця Городоцька', en: 'Horodotska Street', ru: 'улица Городоцкая' },
      house: '28',
      hours: '10:00–22:00',
      isOpen: true,
    },
  ],
  paymentMethods: new Map<CityId, AdminPaymentMethodDto[]>([
    [
      1,
      [
        { name: 'online', isAllowed: true },
        { name: 'card', isAllowed: true },
        { name: 'cash', isAllowed: true },
      ],
    ],
    [
      2,
      [
        { name: 'online', isAllowed: true },
        { name: 'card', isAllowed: false },
        { name: 'cash', isAllowed: true },
      ],
    ],
  ]),
  zones: new Map<CityId, AdminZoneDto[]>([
    [
      1,
      [
        { position: 0, name: 'Центр', color: 'green', minutes: 29, geometry: square(24.03, 49.84, 0.03) },
        { position: 1, name: 'Місто', color: 'red', minutes: 59, geometry: square(24.03, 49.84, 0.07) },
      ],
    ],
    [2, [{ position: 0, name: 'Київ', color: 'red', minutes: 59, geometry: square(30.52, 50.45, 0.08) }]],
  ]),
  localities: [
    { id: 101, cityId: 1, translation: { uk: 'Львів', en: 'Lviv', ru: 'Львов' } },
    { id: 102, cityId: 1, translation: { uk: 'Брюховичі', en: 'Briukhovychi', ru: 'Брюховичи' } },
    { id: 201, cityId: 2, translation: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' } },
  ],
  streets: [
    {
      id: 'lviv-horodotska',
      cityId: 1,
      localityId: 101,
      translation: { uk: 'вулиця Городоцька', en: 'Horodotska Street', ru: 'улица Городоцкая' },
      firstHouse: 1,
      lastHouse: 359,
      line: [
        [24.025, 49.84],
        [23.95, 49.835],
      ],
    },
    {
      id: 'lviv-zelena',
      cityId: 1,
      localityId: 101,
      translation: { uk: 'вулиця Зелена', en: 'Zelena Street', ru: 'улица Зелёная' },
      firstHouse: 1,
      lastHouse: 301,
      line: [
        [24.035, 49.835],
        [24.07, 49.81],
      ],
    },
    {
      id: 'kyiv-khreshchatyk',
      cityId: 2,
      localityId: 201,
      translation: { uk: 'вулиця Хрещатик', en: 'Khreshchatyk Street', ru: 'улица Крещатик' },
      firstHouse: 1,
      lastHouse: 52,
      line: [
        [30.5285, 50.454],
        [30.5212, 50.442],
      ],
    },
  ],
});
