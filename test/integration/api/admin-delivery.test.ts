import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AddressCheckAnswerDto,
  AdminLocalityDto,
  AdminPaymentMethodDto,
  AdminPickupPointDto,
  AdminStreetDto,
  AdminZoneDto,
  ZoneImportPreviewDto,
} from '../../../src/domain/shop-api/admin-delivery.contract';
import { cartLine, orderBody, post } from '../orders/support/order-requests';
import { databaseTargets } from '../support/database-targets';
import { TEST_ADMIN, useTestShop } from '../support/test-shop';

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/geo/${name}`, import.meta.url), 'utf8');
const KYIV_ZONES = fixture('kyiv-zones.geojson');
const KYIV_ZONES_KML = fixture('kyiv-zones.kml');
const KHRESHCHATYK = { id: 'kyiv-khreshchatyk', name: 'вулиця Хрещатик' } as const;
const POINT = {
  cityId: 2,
  locality: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' },
  street: { uk: 'вулиця Хрещатик', en: 'Khreshchatyk Street', ru: 'улица Крещатик' },
  house: '22',
  hours: '10:00–22:00',
  isOpen: true,
};

describe.each(databaseTargets())('the admin Delivery section on $name PostgreSQL', (target) => {
  const shop = useTestShop(target, {
    rateLimits: { loginsPerMinute: 1_000, postsPerMinute: 100_000, orderLookupsPerMinute: 100_000 },
  });
  let auth: Record<string, string> = {};
  beforeAll(async () => {
    auth = { authorization: `Bearer ${await shop().logIn()}` };
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = auth) =>
    shop().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<T> => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.body === '' ? null : response.json()) as T;
  };
  const auditOf = async (action: string) => {
    const rows = await shop().database.query<{
      admin_login: string;
      city_id: number;
      target: string;
      before: unknown;
      after: unknown;
    }>(
      "SELECT admin_login, city_id, target, before, after FROM admin_audit WHERE section = 'delivery' AND action = $1 ORDER BY id",
      [action],
    );
    return rows.rows;
  };
  const customerZone = async (cityId: number, street: { id: string; name: string }, house: string) =>
    (
      await shop().app.inject({ method: 'POST', url: `/api/addresses/zone/${cityId}`, payload: { street, house } })
    ).json() as { zone: string; minutes: number };
  const kyivPickupOrder = (selfPickupPointId: string) =>
    post(
      shop().app,
      '/api/order/create',
      orderBody(
        [cartLine('burger-classic', 2)],
        { deliveryType: 'self-pickup', selfPickupPointId, payMethod: 'cash' },
        { cityId: 2 },
      ),
    );

  describe('pickup points', () => {
    it('refuses a Kyiv pickup order while Kyiv has no open point, and takes one at a point staff add', async () => {
      expect(await ok<AdminPickupPointDto[]>('GET', '/api/admin/delivery/pickup-points?cityId=2')).toEqual([]);
      const refused = await kyivPickupOrder('anything');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ reason: 'self-pickup-unavailable' });

      const added = await ok<AdminPickupPointDto>('POST', '/api/admin/delivery/pickup-points', {
        ...POINT,
        house: ' 22 ',
      });
      expect(added).toMatchObject({ cityId: 2, house: '22', hours: '10:00–22:00', isOpen: true, street: POINT.street });
      const storefront = (await shop().app.inject({ url: '/api/self-pickup-points?cityId=2' })).json();
      // Customers get the point in every language staff wrote, with its hours.
      expect(storefront).toEqual([
        {
          id: added.id,
          deliveryCityName: 'Київ',
          streetName: 'вулиця Хрещатик',
          house: '22',
          translations: {
            en: { deliveryCityName: 'Kyiv', streetName: 'Khreshchatyk Street' },
            ru: { deliveryCityName: 'Киев', streetName: 'улица Крещатик' },
          },
          hours: '10:00–22:00',
        },
      ]);
      expect((await kyivPickupOrder(added.id)).statusCode).toBe(200);
      expect(await auditOf('add-pickup-point')).toEqual([
        expect.objectContaining({
          admin_login: TEST_ADMIN.login,
          city_id: 2,
          target: 'Київ, вулиця Хрещатик, 22',
          before: null,
        }),
      ]);

      // Closed: the storefront no longer lists it and the server refuses it again.
      const closed = await ok<AdminPickupPointDto>('PUT', `/api/admin/delivery/pickup-points/${added.id}`, {
        ...POINT,
        hours: '11:00–21:00',
        isOpen: false,
      });
      expect(closed).toMatchObject({ isOpen: false, hours: '11:00–21:00' });
      expect((await shop().app.inject({ url: '/api/self-pickup-points?cityId=2' })).json()).toEqual([]);
      expect((await kyivPickupOrder(added.id)).json()).toMatchObject({ reason: 'self-pickup-unavailable' });
      expect((await auditOf('edit-pickup-point')).at(-1)).toMatchObject({
        before: expect.objectContaining({ isOpen: true }),
        after: expect.objectContaining({ isOpen: false }),
      });

      await ok('DELETE', `/api/admin/delivery/pickup-points/${added.id}?cityId=2`);
      expect(await ok<AdminPickupPointDto[]>('GET', '/api/admin/delivery/pickup-points?cityId=2')).toEqual([]);
      expect((await call('DELETE', `/api/admin/delivery/pickup-points/${added.id}?cityId=2`)).statusCode).toBe(404);
    });

    it('refuses a point with an empty or missing field, naming it, and stores nothing', async () => {
      const cases: [unknown, string][] = [
        [{ ...POINT, street: { ...POINT.street, en: '  ' } }, "'street.en' must not be empty."],
        [{ ...POINT, house: '' }, "'house' must not be empty."],
        [{ ...POINT, house: 'x'.repeat(201) }, "'house' must be at most 200 characters."],
      ];
      for (const [body, message] of cases) {
        const response = await call('POST', '/api/admin/delivery/pickup-points', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
      }
      const missing = await call('POST', '/api/admin/delivery/pickup-points', { ...POINT, hours: undefined });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('hours');
      expect(await ok<AdminPickupPointDto[]>('GET', '/api/admin/delivery/pickup-points?cityId=2')).toEqual([]);
    });
  });

  describe('payment methods', () => {
    it('switches a city’s method off and on; the storefront and the order check follow', async () => {
      expect(await ok<AdminPaymentMethodDto[]>('GET', '/api/admin/delivery/payment-methods?cityId=1')).toEqual([
        { name: 'online', isAllowed: true },
        { name: 'card', isAllowed: true },
        { name: 'cash', isAllowed: true },
      ]);
      expect(await ok('PUT', '/api/admin/delivery/payment-methods/cash', { cityId: 1, isAllowed: false })).toEqual({
        name: 'cash',
        isAllowed: false,
      });
      const listed = (await shop().app.inject({ url: '/api/delivery-and-payment?cityId=1' })).json() as {
        name: string;
        isAllowed: boolean;
      }[];
      expect(listed.find((type) => type.name === 'cash')?.isAllowed).toBe(false);
      const order = await post(
        shop().app,
        '/api/order/create',
        orderBody([cartLine('burger-classic', 2)], { payMethod: 'cash' }),
      );
      expect(order.json()).toMatchObject({ reason: 'pay-method-not-allowed' });
      expect((await auditOf('set-payment-method')).at(-1)).toMatchObject({
        city_id: 1,
        target: 'cash',
        before: { isAllowed: true },
        after: { isAllowed: false },
      });
      await ok('PUT', '/api/admin/delivery/payment-methods/cash', { cityId: 1, isAllowed: true });
      expect(
        (await call('PUT', '/api/admin/delivery/payment-methods/cheque', { cityId: 1, isAllowed: true })).json()
          .message,
      ).toContain('method');
    });
  });

  describe('zones', () => {
    it('previews a GeoJSON file without storing it, then replaces the city’s zones; the customer’s address changes zone at once', async () => {
      const before = await ok<AdminZoneDto[]>('GET', '/api/admin/delivery/zones?cityId=2');
      expect(await customerZone(2, KHRESHCHATYK, '10')).toMatchObject({ zone: 'червоний', minutes: 59 });

      const preview = await ok<ZoneImportPreviewDto>('POST', '/api/admin/delivery/zones/preview', {
        cityId: 2,
        format: 'geojson',
        content: KYIV_ZONES,
      });
      expect(preview.canImport).toBe(true);
      expect(preview.errors).toEqual([]);
      expect(preview.skipped).toEqual([
        {
          feature: 10,
          name: 'Центр',
          problem: 'not-an-area',
          params: {},
          message: 'not an area (a point or a line): left out',
        },
      ]);
      expect(preview.zones.map((zone) => [zone.name, zone.color, zone.geometry.type])).toEqual([
        ['Печерський район', 'green', 'Polygon'],
        ['Шевченківський район', 'green', 'Polygon'],
        ['Голосіївський район', 'red', 'Polygon'],
        ['Солом’янський район', 'red', 'Polygon'],
        ['Подільський район', 'red', 'Polygon'],
        ['Святошинський район', 'blue', 'Polygon'],
        ['Оболонський район', 'blue', 'Polygon'],
        ['Деснянський район', 'blue', 'Polygon'],
        ['Лівий берег', 'blue', 'MultiPolygon'],
      ]);
      expect(await ok('GET', '/api/admin/delivery/zones?cityId=2')).toEqual(before);

      const imported = await ok<AdminZoneDto[]>('POST', '/api/admin/delivery/zones/import', {
        cityId: 2,
        format: 'geojson',
        content: KYIV_ZONES,
      });
      expect(imported).toHaveLength(9);
      expect(await customerZone(2, KHRESHCHATYK, '10')).toMatchObject({ zone: 'зелений', minutes: 29 });
      const map = (await shop().app.inject({ url: '/api/zones?cityId=2' })).json() as { features: unknown[] };
      expect(map.features).toHaveLength(9);
      expect((await auditOf('import-zones')).at(-1)).toMatchObject({
        city_id: 2,
        target: '9 zones',
        after: expect.arrayContaining([{ name: 'Лівий берег', color: 'blue' }]),
      });
      const check = await ok<AddressCheckAnswerDto>('POST', '/api/admin/delivery/address-check', {
        cityId: 2,
        streetId: KHRESHCHATYK.id,
        house: '10',
      });
      expect(check).toMatchObject({ streetName: 'вулиця Хрещатик', house: '10', color: 'green', minutes: 29 });
    });

    it('reads the same zones from KML, colours from the drawn styles and holes kept', async () => {
      const preview = await ok<ZoneImportPreviewDto>('POST', '/api/admin/delivery/zones/preview', {
        cityId: 2,
        format: 'kml',
        content: KYIV_ZONES_KML,
      });
      expect(preview.errors).toEqual([]);
      expect(preview.zones.map((zone) => [zone.name, zone.color])).toEqual(
        JSON.parse(KYIV_ZONES)
          .features.filter((f: { geometry: { type: string } }) => f.geometry.type !== 'Point')
          .map((f: { properties: { name: string } }, i: number) => [
            f.properties.name,
            i < 2 ? 'green' : i < 5 ? 'red' : 'blue',
          ]),
      );
      const sviatoshyn = preview.zones.find((zone) => zone.name === 'Святошинський район');
      expect(sviatoshyn?.geometry.type === 'Polygon' && sviatoshyn.geometry.coordinates.length).toBe(2);
      expect(preview.zones.at(-1)?.geometry.type).toBe('MultiPolygon');
    });

    it('refuses a file with a broken feature as a whole, names the feature, and leaves the old zones', async () => {
      const stored = await ok<AdminZoneDto[]>('GET', '/api/admin/delivery/zones?cityId=2');
      const broken = JSON.parse(KYIV_ZONES);
      delete broken.features[2].properties.color;
      broken.features[4].geometry.coordinates[0] = [
        [30.5, 50.4],
        [30.6, 50.4],
      ];
      const preview = await ok<ZoneImportPreviewDto>('POST', '/api/admin/delivery/zones/preview', {
        cityId: 2,
        format: 'geojson',
        content: JSON.stringify(broken),
      });
      expect(preview.canImport).toBe(false);
      expect(preview.errors).toEqual([
        {
          feature: 3,
          name: 'Голосіївський район',
          problem: 'no-color',
          params: {},
          message: expect.stringContaining('no zone colour'),
        },
        {
          feature: 5,
          name: 'Подільський район',
          problem: 'too-few-corners',
          params: {},
          message: 'a ring has fewer than 3 corners',
        },
      ]);
      const refused = await call('POST', '/api/admin/delivery/zones/import', {
        cityId: 2,
        format: 'geojson',
        content: JSON.stringify(broken),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        error: 'invalid-zone-file',
        message: expect.stringContaining('feature 3'),
      });
      for (const [format, content, words] of [
        ['geojson', '{"type": "Feature', 'not valid JSON'],
        ['kml', '<kml><Document><Placemark></kml>', 'not valid XML'],
        ['kml', '<svg/>', 'not KML'],
        ['geojson', '[1, 2]', 'no GeoJSON FeatureCollection'],
      ] as const) {
        const answer = await call('POST', '/api/admin/delivery/zones/import', { cityId: 2, format, content });
        expect(answer.statusCode, content).toBe(400);
        expect(answer.json().message, content).toContain(words);
      }
      expect(await ok('GET', '/api/admin/delivery/zones?cityId=2')).toEqual(stored);
      expect(
        (await call('POST', '/api/admin/delivery/zones/preview', { cityId: 2, format: 'shp', content: 'x' })).json()
          .message,
      ).toContain('format');
    });
  });

  describe('localities and streets', () => {
    let locality: AdminLocalityDto;
    afterAll(async () => {
      await shop().database.query('DELETE FROM streets WHERE delivery_city_id = $1', [locality.id]);
    });

    it('adds, renames and deletes a locality; the storefront lists it; one with streets is kept', async () => {
      locality = await ok<AdminLocalityDto>('POST', '/api/admin/delivery/localities', {
        cityId: 1,
        translation: { uk: 'Зимна Вода', en: 'Zymna Voda', ru: 'Зимняя Вода' },
      });
      expect(locality).toMatchObject({ cityId: 1, streetCount: 0 });
      const taken = await call('POST', '/api/admin/delivery/localities', {
        cityId: 1,
        translation: { uk: 'Зимна Вода', en: 'x', ru: 'x' },
      });
      expect(taken.statusCode).toBe(409);
      const renamed = await ok<AdminLocalityDto>('PUT', `/api/admin/delivery/localities/${locality.id}`, {
        cityId: 1,
        translation: { uk: 'Зимна Вода', en: 'Zymna Voda village', ru: 'Зимняя Вода' },
      });
      expect(renamed.translation.en).toBe('Zymna Voda village');
      const storefront = (
        await shop().app.inject({ method: 'POST', url: '/api/addresses/delivery-cities', payload: { cityId: 1 } })
      ).json() as { id: number }[];
      expect(storefront.map((city) => city.id)).toContain(locality.id);
      expect((await call('DELETE', '/api/admin/delivery/localities/101?cityId=1')).statusCode).toBe(409);
      expect((await call('DELETE', `/api/admin/delivery/localities/${locality.id}?cityId=2`)).statusCode).toBe(404);
    });

    it('adds, renames and deletes a street; staff check the zone of a house on it', async () => {
      const street = await ok<AdminStreetDto>('POST', '/api/admin/delivery/streets', {
        cityId: 1,
        localityId: locality.id,
        translation: { uk: 'вулиця Шевченка', en: 'Shevchenka Street', ru: 'улица Шевченко' },
        firstHouse: 1,
        lastHouse: 40,
        line: [
          [23.905, 49.81],
          [23.92, 49.805],
        ],
      });
      expect(street).toMatchObject({ localityId: locality.id, firstHouse: 1, lastHouse: 40 });
      const renamed = await ok<AdminStreetDto>('PUT', `/api/admin/delivery/streets/${street.id}`, {
        cityId: 1,
        translation: { uk: 'вулиця Т. Шевченка', en: 'T. Shevchenka Street', ru: 'улица Т. Шевченко' },
      });
      expect(renamed.translation.uk).toBe('вулиця Т. Шевченка');
      const check = await ok<AddressCheckAnswerDto>('POST', '/api/admin/delivery/address-check', {
        cityId: 1,
        streetId: street.id,
        house: '5',
      });
      expect(check).toMatchObject({ streetName: 'вулиця Т. Шевченка', house: '5' });
      expect(check.point).not.toBeNull();
      const lines = [
        [
          {
            cityId: 1,
            localityId: locality.id,
            translation: { uk: 'a', en: 'b', ru: 'c' },
            firstHouse: 9,
            lastHouse: 2,
            line: [
              [23.9, 49.8],
              [23.91, 49.8],
            ],
          },
          'first house',
        ],
        [
          {
            cityId: 1,
            localityId: locality.id,
            translation: { uk: 'a', en: 'b', ru: 'c' },
            firstHouse: 1,
            lastHouse: 2,
            line: [[23.9, 49.8]],
          },
          'line',
        ],
      ] as const;
      for (const [body, words] of lines)
        expect((await call('POST', '/api/admin/delivery/streets', body)).json().message).toContain(words);
      await ok('DELETE', `/api/admin/delivery/streets/${street.id}?cityId=1`);
      expect(await ok('GET', `/api/admin/delivery/streets?cityId=1&localityId=${locality.id}`)).toEqual([]);
      expect(
        (await call('POST', '/api/admin/delivery/address-check', { cityId: 1, streetId: street.id, house: '5' }))
          .statusCode,
      ).toBe(404);
    });

    it('imports streets from CSV all or nothing, and again without change', async () => {
      const csv = [
        'name_uk,name_en,name_ru,first_house,last_house,line',
        'вулиця Лісна,Lisna Street,улица Лесная,1,30,"23.90 49.80; 23.91 49.805"',
        '"вулиця Січових Стрільців, бічна",,,2,12,23.92 49.81; 23.925 49.812',
      ].join('\n');
      const url = '/api/admin/delivery/streets/import';
      expect(await ok('POST', url, { cityId: 1, localityId: locality.id, format: 'csv', content: csv })).toEqual({
        added: 2,
        updated: 0,
        unchanged: 0,
      });
      expect(await ok('POST', url, { cityId: 1, localityId: locality.id, format: 'csv', content: csv })).toEqual({
        added: 0,
        updated: 0,
        unchanged: 2,
      });
      const changed = csv.replace(',1,30,', ',1,32,');
      expect(await ok('POST', url, { cityId: 1, localityId: locality.id, format: 'csv', content: changed })).toEqual({
        added: 0,
        updated: 1,
        unchanged: 1,
      });
      const listed = await ok<AdminStreetDto[]>(
        'GET',
        `/api/admin/delivery/streets?cityId=1&localityId=${locality.id}`,
      );
      expect(listed.map((street) => [street.translation.uk, street.translation.en, street.lastHouse])).toEqual([
        ['вулиця Лісна', 'Lisna Street', 32],
        ['вулиця Січових Стрільців, бічна', 'вулиця Січових Стрільців, бічна', 12],
      ]);
      const storefront = (
        await shop().app.inject({
          method: 'POST',
          url: '/api/addresses/streets',
          payload: { cityId: 1, deliveryCityId: locality.id },
        })
      ).json() as { name: string }[];
      expect(storefront.map((street) => street.name)).toContain('вулиця Лісна');

      const bad = `${csv}\nвулиця Нова,,,5,1,23.9 49.8; 23.91 49.8\nвулиця Стара,,,1,5,23.9`;
      const refused = await call('POST', url, {
        cityId: 1,
        localityId: locality.id,
        format: 'csv',
        content: bad.replace('вулиця Лісна', 'вулиця Лісова'),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(
        "'content': row 4: the first house is after the last house (2 problems in all; nothing was imported).",
      );
      expect(await ok('GET', `/api/admin/delivery/streets?cityId=1&localityId=${locality.id}`)).toEqual(listed);
    });

    it('imports an OpenStreetMap GeoJSON of street lines: one street per name, the longest way its line', async () => {
      const ways = {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: {
              highway: 'residential',
              name: 'вулиця Садова',
              'name:en': 'Sadova Street',
              'name:ru': 'улица Садовая',
            },
            geometry: {
              type: 'LineString',
              coordinates: [
                [23.9, 49.8],
                [23.91, 49.8],
              ],
            },
          },
          {
            type: 'Feature',
            properties: { highway: 'residential', name: 'вулиця Садова' },
            geometry: {
              type: 'LineString',
              coordinates: [
                [23.91, 49.8],
                [23.912, 49.8],
              ],
            },
          },
          {
            type: 'Feature',
            properties: { highway: 'residential', 'name:uk': 'вулиця Польова', name: 'Польова' },
            geometry: {
              type: 'MultiLineString',
              coordinates: [
                [
                  [23.92, 49.81],
                  [23.93, 49.81],
                ],
              ],
            },
          },
        ],
      };
      const url = '/api/admin/delivery/streets/import';
      expect(
        await ok('POST', url, { cityId: 1, localityId: locality.id, format: 'geojson', content: JSON.stringify(ways) }),
      ).toEqual({ added: 2, updated: 0, unchanged: 0 });
      const listed = await ok<AdminStreetDto[]>(
        'GET',
        `/api/admin/delivery/streets?cityId=1&localityId=${locality.id}`,
      );
      expect(listed.find((street) => street.translation.uk === 'вулиця Садова')).toMatchObject({
        translation: { en: 'Sadova Street' },
        firstHouse: 1,
        lastHouse: 72,
      });
      ways.features.push({
        type: 'Feature',
        properties: { highway: 'residential', name: '' },
        geometry: { type: 'Point', coordinates: [23.9, 49.8] },
      } as never);
      const refused = await call('POST', url, {
        cityId: 1,
        localityId: locality.id,
        format: 'geojson',
        content: JSON.stringify(ways),
      });
      expect(refused.json().message).toContain('row 4: the Ukrainian name is empty');
    });
  });

  it('answers garbage with a 4xx naming what is wrong, never a 5xx', async () => {
    const nested = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { color: 'red' },
          geometry: JSON.parse('{"type":"GeometryCollection","geometries":['.repeat(200) + ']}'.repeat(200)),
        },
      ],
    });
    const bodies: unknown[] = [
      null,
      [],
      'text',
      7,
      {},
      { cityId: 'x' },
      { cityId: 1, format: 'geojson', content: nested },
      { cityId: 1, translation: { uk: 1 } },
      { cityId: 1, localityId: -1 },
    ];
    const routes: ['POST' | 'PUT', string][] = [
      ['POST', '/api/admin/delivery/pickup-points'],
      ['PUT', '/api/admin/delivery/pickup-points/x'],
      ['PUT', '/api/admin/delivery/payment-methods/cash'],
      ['POST', '/api/admin/delivery/zones/preview'],
      ['POST', '/api/admin/delivery/zones/import'],
      ['POST', '/api/admin/delivery/address-check'],
      ['POST', '/api/admin/delivery/localities'],
      ['PUT', '/api/admin/delivery/localities/1'],
      ['POST', '/api/admin/delivery/streets'],
      ['PUT', '/api/admin/delivery/streets/x'],
      ['POST', '/api/admin/delivery/streets/import'],
    ];
    for (const [method, url] of routes) {
      for (const body of bodies) {
        const response = await shop().app.inject({
          method,
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        if (url.endsWith('/preview') && response.statusCode === 200) {
          // A dry run answers a broken file with its problems.
          expect(response.json()).toMatchObject({
            canImport: false,
            errors: [{ feature: 1, message: 'a GeometryCollection inside another is not taken' }],
          });
          continue;
        }
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toBeLessThan(500);
        expect(typeof response.json().message).toBe('string');
      }
    }
    for (const url of [
      '/api/admin/delivery/zones?cityId=9',
      '/api/admin/delivery/streets?cityId=1&localityId=x',
      '/api/admin/delivery/localities',
    ]) {
      expect((await call('GET', url)).statusCode).toBe(400);
    }
  });

  it('is for staff only', async () => {
    expect((await call('GET', '/api/admin/delivery/zones?cityId=1', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/api/admin/delivery/pickup-points', POINT, {})).statusCode).toBe(401);
    expect(
      (
        await call(
          'POST',
          '/api/admin/delivery/zones/import',
          { cityId: 2, format: 'geojson', content: KYIV_ZONES },
          { authorization: 'Bearer nope' },
        )
      ).statusCode,
    ).toBe(401);
  });
});
