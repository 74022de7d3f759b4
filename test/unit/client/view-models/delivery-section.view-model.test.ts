import { describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryDeliveryAdminApi } from '../../../../src/client/adapters/demo/in-memory-delivery-admin-api.adapter';
import { InMemoryStorageAdapter } from '../../../../src/client/adapters/server-render/in-memory-storage.adapter';
import { KeyValueAdminCity } from '../../../../src/client/adapters/storage/key-value-admin-city.adapter';
import type { MapPort, MapZone } from '../../../../src/client/application/ports/map.port';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';
import { DeliveryAddressBookViewModel } from '../../../../src/client/view-models/delivery/delivery-address-book.view-model';
import { DeliveryAddressCheckViewModel } from '../../../../src/client/view-models/delivery/delivery-address-check.view-model';
import { DeliveryPaymentMethodsViewModel } from '../../../../src/client/view-models/delivery/delivery-payment-methods.view-model';
import { DeliveryPickupPointsViewModel } from '../../../../src/client/view-models/delivery/delivery-pickup-points.view-model';
import { DeliverySectionViewModel } from '../../../../src/client/view-models/delivery/delivery-section.view-model';
import { DeliveryZonesViewModel } from '../../../../src/client/view-models/delivery/delivery-zones.view-model';
import type { LngLat } from '../../../../src/domain/delivery-zone/lng-lat';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The map as a record of what it was asked to draw. */
class RecordingMap implements MapPort {
  zones: readonly MapZone[] = [];
  marker: LngLat | null = null;
  mounted = false;
  async mount() {
    this.mounted = true;
  }
  unmount() {
    this.mounted = false;
  }
  showZones(zones: readonly MapZone[]) {
    this.zones = zones;
  }
  setView() {}
  setMarker(point: LngLat | null) {
    this.marker = point;
  }
}

const setup = async () => {
  const api = new InMemoryDeliveryAdminApi();
  const session = new AdminSessionViewModel(new InMemoryCookieAdapter({ auth_token: 't' }));
  const map = new RecordingMap();
  const section = new DeliverySectionViewModel(
    new KeyValueAdminCity(new InMemoryStorageAdapter()),
    new DeliveryPickupPointsViewModel(api, session),
    new DeliveryPaymentMethodsViewModel(api, session),
    new DeliveryZonesViewModel(api, session, map),
    new DeliveryAddressCheckViewModel(api, session),
    new DeliveryAddressBookViewModel(api, session),
  );
  section.open();
  await settle();
  await settle();
  return { api, session, map, section };
};

const square = (lng: number, lat: number, half: number) => [
  [
    [lng - half, lat - half],
    [lng + half, lat - half],
    [lng + half, lat + half],
    [lng - half, lat + half],
    [lng - half, lat - half],
  ],
];
const zoneFile = (features: object[]) => JSON.stringify({ type: 'FeatureCollection', features });

describe('the Delivery section', () => {
  it('loads every part for the city and reloads them all for the other city', async () => {
    const { section, api } = await setup();
    expect(section.pickupPoints.points.map((point) => point.id)).toEqual(['1']);
    expect(section.zones.zones).toHaveLength(2);
    expect(section.addressBook.localities.map((locality) => locality.id)).toEqual([101, 102]);
    section.selectCity(2);
    await settle();
    await settle();
    expect(section.pickupPoints.points).toEqual([]);
    expect(section.pickupPoints.hasOpenPoint).toBe(false);
    expect(section.paymentMethods.methods.find((method) => method.name === 'card')?.isAllowed).toBe(false);
    expect(section.addressCheck.streetId).toBe('kyiv-khreshchatyk');
    expect(api.calls).toContain('zones:2');
  });

  it('adds a pickup point; a refusal is shown next to the field it names, and nothing is added', async () => {
    const { section } = await setup();
    const points = section.pickupPoints;
    points.startAdd();
    points.setField('locality.uk', 'Львів');
    points.setField('locality.en', 'Lviv');
    points.setField('locality.ru', 'Львов');
    points.setField('street.uk', 'вулиця Зелена');
    points.setField('street.ru', 'улица Зелёная');
    points.setField('house', '5');
    await points.save();
    // Worded by the screen in staff's language, not with the server's English sentence.
    expect(points.problemFor('street.en')).toEqual({ key: 'delivery.problem.refused.empty-field' });
    expect(points.points).toHaveLength(1);
    points.setField('street.en', 'Zelena Street');
    expect(points.problemFor('street.en')).toBeNull();
    points.setField('hours', '09:00–21:00');
    await points.save();
    expect(points.draft).toBeNull();
    expect(points.points.map((point) => [point.street.en, point.hours, point.isOpen])).toEqual([
      ['Horodotska Street', '10:00–22:00', true],
      ['Zelena Street', '09:00–21:00', true],
    ]);
    const [first] = points.points;
    if (first === undefined) throw new Error('no point');
    points.startEdit(first);
    points.setOpen(false);
    await points.save();
    await points.remove(first);
    expect(points.points.map((point) => point.street.en)).toEqual(['Zelena Street']);
  });

  it('switches a payment method, showing what the server answered', async () => {
    const { section } = await setup();
    await section.paymentMethods.toggle('cash');
    expect(section.paymentMethods.methods.find((method) => method.name === 'cash')?.isAllowed).toBe(false);
  });

  it('previews a zone file on the map, imports it on confirmation, and refuses a broken one', async () => {
    const { section, map } = await setup();
    const zones = section.zones;
    await zones.attachMap({} as HTMLElement);
    expect(map.zones).toHaveLength(2);
    await zones.choose(
      'zones.geojson',
      zoneFile([
        {
          type: 'Feature',
          properties: { name: 'Все', minutes: 59 },
          geometry: { type: 'Polygon', coordinates: square(24, 49.8, 0.2) },
        },
      ]),
    );
    expect(zones.preview).toMatchObject({ canImport: true, zones: [{ name: 'Все', color: 'red' }] });
    expect(map.zones).toHaveLength(1);
    expect(zones.zones).toHaveLength(2);
    await zones.confirm();
    expect(zones.imported).toBe(1);
    expect(zones.zones.map((zone) => zone.name)).toEqual(['Все']);

    await zones.choose(
      'broken.geojson',
      zoneFile([
        { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: square(24, 49.8, 0.1) } },
      ]),
    );
    expect(zones.preview?.canImport).toBe(false);
    expect(zones.preview?.errors[0]?.feature).toBe(1);
    await zones.confirm();
    expect(zones.zones.map((zone) => zone.name)).toEqual(['Все']);
    await zones.choose('broken.geojson', '{');
    expect(zones.problem?.message).toContain('not valid JSON');
    zones.detachMap();
    expect(map.mounted).toBe(false);
  });

  it('checks an address, puts its marker on the map, and says an empty house next to the field', async () => {
    const { section, map } = await setup();
    await section.zones.attachMap({} as HTMLElement);
    section.addressCheck.chooseStreet('lviv-horodotska');
    section.addressCheck.setHouse('28');
    await section.addressCheck.check();
    expect(section.addressCheck.answer).toMatchObject({ streetName: 'вулиця Городоцька', color: 'green', minutes: 29 });
    expect(map.marker).not.toBeNull();
    section.addressCheck.setHouse(' ');
    await section.addressCheck.check();
    expect(section.addressCheck.houseProblem).toEqual({ key: 'delivery.problem.refused.empty-field' });
    expect(map.marker).toBeNull();
  });

  it('adds and renames a locality, keeps one with streets, and imports streets into it', async () => {
    const { section } = await setup();
    const book = section.addressBook;
    book.startAddLocality();
    book.setName('uk', 'Зимна Вода');
    await book.saveNames();
    expect(book.problemFor('translation.en')).toEqual({ key: 'delivery.problem.refused.empty-field' });
    book.setName('en', 'Zymna Voda');
    book.setName('ru', 'Зимняя Вода');
    await book.saveNames();
    await settle();
    expect(book.locality?.translation.en).toBe('Zymna Voda');
    await book.importFile(
      'streets.csv',
      'name_uk,name_en,name_ru,first_house,last_house,line\nвулиця Лісна,,,1,30,23.9 49.8; 23.91 49.805',
    );
    expect(book.imported).toEqual({ added: 1, updated: 0, unchanged: 0 });
    expect(book.streets.map((street) => street.translation.uk)).toEqual(['вулиця Лісна']);
    await book.importFile('streets.csv', 'name_uk\nx');
    expect(book.problemFor('content')?.message).toContain('missing');
    const added = book.locality;
    if (added === null) throw new Error('no locality');
    await book.deleteLocality(added);
    expect(book.problemFor('')?.message).toBe('The locality still has streets: delete them first.');
    const [street] = book.streets;
    if (street === undefined) throw new Error('no street');
    book.startRenameStreet(street);
    book.setName('uk', 'вулиця Лісова');
    await book.saveNames();
    expect(book.streets[0]?.translation.uk).toBe('вулиця Лісова');
    await book.deleteStreet(book.streets[0] ?? street);
    await book.deleteLocality(added);
    expect(book.localities.map((locality) => locality.id)).toEqual([101, 102]);
  });

  it('adds a street by hand, naming a bad house range or line before sending anything', async () => {
    const { section, api } = await setup();
    const book = section.addressBook;
    book.startAddStreet();
    book.setName('uk', 'вулиця Нова');
    book.setName('en', 'Nova Street');
    book.setName('ru', 'улица Новая');
    book.setStreetField('lastHouse', 'десять');
    const sent = api.calls.length;
    await book.saveNames();
    expect(book.problemFor('firstHouse')).toEqual({ key: 'delivery.places.housesInvalid' });
    book.setStreetField('lastHouse', '10');
    book.setStreetField('line', '24.03 49.84');
    await book.saveNames();
    expect(book.problemFor('line')).toEqual({ key: 'delivery.places.lineInvalid' });
    expect(api.calls.length).toBe(sent);
    book.setStreetField('line', '24.03 49.84; 24.04 49.845');
    await book.saveNames();
    expect(book.draft).toBeNull();
    expect(book.streets.map((street) => street.translation.uk)).toContain('вулиця Нова');
    expect(book.locality?.streetCount).toBe(3);
    section.addressCheck.chooseStreet(book.streets.find((street) => street.translation.uk === 'вулиця Нова')?.id ?? '');
    section.addressCheck.setHouse('5');
    await section.addressCheck.check();
    expect(section.addressCheck.answer).toMatchObject({ streetName: 'вулиця Нова', color: 'green' });
  });

  it('signs staff out when the token has expired', async () => {
    const { section, api, session } = await setup();
    api.unauthorized = true;
    await section.paymentMethods.toggle('card');
    expect(session.authenticated).toBe(false);
  });
});
