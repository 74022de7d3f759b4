import { describe, expect, it } from 'vitest';
import type { DeliveryCityDto, StreetDto, ZoneAnswerDto } from '../../../src/domain/shop-api/ordering.contract';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';
import { expectApiRefusal } from './support/api-expectations';

const GORODOTSKA = { id: 'lviv-horodotska', name: 'вулиця Городоцька' };

describe.each(databaseTargets())('addresses on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  const post = async <T>(url: string, payload: unknown): Promise<T> => {
    const response = await shop().app.inject({ method: 'POST', url, payload: payload as object });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  describe('POST /api/addresses/delivery-cities', () => {
    it('lists Lviv and the settlements around it, and Kyiv alone', async () => {
      const lviv = await post<DeliveryCityDto[]>('/api/addresses/delivery-cities', { cityId: 1 });
      expect(lviv.map((d) => d.name)).toEqual([
        'Львів',
        'Брюховичі',
        'Винники',
        'Рудно',
        'Малехів',
        'Дубляни',
        'Воля-Гомулецька',
        'Гряда',
        'Лисиничі',
        'Підбірці',
      ]);
      expect(lviv[2]).toEqual({
        id: 103,
        name: 'Винники',
        translation: { uk: 'Винники', en: 'Vynnyky', ru: 'Винники' },
      });
      expect(await post('/api/addresses/delivery-cities', { cityId: 2 })).toEqual([
        { id: 201, name: 'Київ', translation: { uk: 'Київ', en: 'Kyiv', ru: 'Киев' } },
      ]);
    });

    it.each([
      [{}, 400],
      [{ cityId: 'abc' }, 400],
      [{ cityId: -1 }, 400],
      [{ cityId: 0 }, 400],
      [{ cityId: 1.5 }, 400],
      [{ cityId: null }, 400],
      [{ cityId: [1, 2] }, 400],
      [{ cityId: { id: 1 } }, 400],
      [{ cityId: 40_000 }, 400],
      [{ cityId: 3 }, 404],
    ])('refuses %j with %i', async (payload, status) => {
      await expectApiRefusal(shop().app, { method: 'POST', url: '/api/addresses/delivery-cities', payload }, status);
    });
  });

  describe('POST /api/addresses/streets', () => {
    it("lists a locality's streets, service entries included for the browser's search to hide", async () => {
      const lviv = await post<StreetDto[]>('/api/addresses/streets', { cityId: 1, deliveryCityId: 101 });
      expect(lviv).toContainEqual(GORODOTSKA);
      expect(lviv.map((s) => s.name)).toEqual(expect.arrayContaining(['----------', 'інша вулиця', '1582762']));
      expect(lviv.every((s) => Object.keys(s).join() === 'id,name')).toBe(true);
      expect(await post('/api/addresses/streets', { cityId: 1, deliveryCityId: 103 })).toEqual([
        { id: 'vynnyky-halytska', name: 'вулиця Галицька' },
        { id: 'vynnyky-hrushevskoho', name: 'вулиця Грушевського' },
      ]);
      expect(
        (await post<StreetDto[]>('/api/addresses/streets', { cityId: 2, deliveryCityId: 201 })).length,
      ).toBeGreaterThan(10);
      // Гряда (outside every zone by design) has one street; Воля-Гомулецька has none: an empty list.
      expect(await post('/api/addresses/streets', { cityId: 1, deliveryCityId: 108 })).toEqual([
        { id: 'hriada-shevchenka', name: 'вулиця Тараса Шевченка' },
      ]);
      expect(await post('/api/addresses/streets', { cityId: 1, deliveryCityId: 107 })).toEqual([]);
    });

    it.each([
      [{ cityId: 1 }, 400],
      [{ deliveryCityId: 101 }, 400],
      [{ cityId: 1, deliveryCityId: 'Львів' }, 400],
      [{ cityId: 1, deliveryCityId: -101 }, 400],
      [{ cityId: 1, deliveryCityId: 3_000_000_000 }, 400],
      [{ cityId: 1, deliveryCityId: 1e400 }, 400],
      [{ cityId: 3, deliveryCityId: 101 }, 404],
      [{ cityId: 2, deliveryCityId: 101 }, 404],
      [{ cityId: 1, deliveryCityId: 999 }, 404],
    ])('refuses %j with %i', async (payload, status) => {
      await expectApiRefusal(shop().app, { method: 'POST', url: '/api/addresses/streets', payload }, status);
    });

    it('says which locality is unknown', async () => {
      expect(
        await expectApiRefusal(shop().app, {
          method: 'POST',
          url: '/api/addresses/streets',
          payload: { cityId: 2, deliveryCityId: 101 },
        }),
      ).toEqual({
        error: 'unknown-delivery-city',
        message: 'City 2 delivers to no locality with id 101; list them with POST /api/addresses/delivery-cities.',
      });
    });
  });

  describe('POST /api/addresses/zone/:cityId', () => {
    const zoneOf = (cityId: number | string, payload: unknown) =>
      post<ZoneAnswerDto>(`/api/addresses/zone/${cityId}`, payload);

    it("answers 'зелений' for вулиця Городоцька 28 (the restaurant), with the minutes and the point", async () => {
      const answer = await zoneOf(1, { street: GORODOTSKA, house: '28' });
      expect(answer).toEqual({ zone: 'зелений', minutes: 29, point: [expect.any(Number), expect.any(Number)] });
      const [lng, lat] = answer.point ?? [0, 0];
      expect(lng).toBeCloseTo(24.02, 1);
      expect(lat).toBeCloseTo(49.84, 1);
    });

    it("answers 'синій' for a street in Vynnyky, outside the city", async () => {
      expect(
        await zoneOf(1, { street: { id: 'vynnyky-halytska', name: 'вулиця Галицька' }, house: '60' }),
      ).toMatchObject({ zone: 'синій', minutes: 89 });
    });

    it("answers 'червоний' for the far end of вулиця Городоцька", async () => {
      expect(await zoneOf(1, { street: GORODOTSKA, house: '300' })).toMatchObject({ zone: 'червоний', minutes: 59 });
    });

    it('finds the street by its name when the id is not ours, whatever the case and apostrophe', async () => {
      expect(await zoneOf(1, { street: { id: '', name: ' Вулиця городоцька ' }, house: ' 28 ' })).toMatchObject({
        zone: 'зелений',
      });
    });

    it("answers '' out of zones for an unknown street, another city's street and a service entry", async () => {
      const out = { zone: '', minutes: 0, point: null };
      expect(await zoneOf(1, { street: { id: 'x', name: 'вулиця Вигадана' }, house: '1' })).toEqual(out);
      expect(await zoneOf(2, { street: GORODOTSKA, house: '28' })).toEqual(out);
      expect(await zoneOf(1, { street: { id: 'lviv-other', name: 'інша вулиця' }, house: '1' })).toEqual(out);
    });

    it("answers '' for a real street of Гряда, a village outside every zone by design", async () => {
      expect(
        await zoneOf(1, { street: { id: 'hriada-shevchenka', name: 'вулиця Тараса Шевченка' }, house: '12' }),
      ).toMatchObject({ zone: '', minutes: 0 });
    });

    it("treats a missing or empty house as '0', somewhere on the street", async () => {
      expect((await zoneOf(1, { street: GORODOTSKA })).zone).not.toBe('');
      expect((await zoneOf(1, { street: GORODOTSKA, house: '' })).zone).not.toBe('');
      expect((await zoneOf(1, { street: GORODOTSKA, house: 28 })).zone).toBe('зелений');
    });

    it('takes a house with a letter, a block or a range after its number', async () => {
      for (const house of ['28а', '28/2', '28-А', ' 28 к.2 '])
        expect((await zoneOf(1, { street: GORODOTSKA, house })).zone).toBe('зелений');
    });

    it.each(['абв', 'біля ринку', '№28', '-28'])(
      'refuses the house %j instead of claiming a zone for it',
      async (house) => {
        const body = await expectApiRefusal(
          shop().app,
          { method: 'POST', url: '/api/addresses/zone/1', payload: { street: GORODOTSKA, house } },
          400,
        );
        expect(body).toEqual({ error: 'house-invalid', message: expect.stringContaining('must start with a digit') });
        expect(JSON.stringify(body)).not.toContain('зелений');
      },
    );

    it.each([
      ['abc', { street: GORODOTSKA, house: '28' }, 400],
      ['-1', { street: GORODOTSKA, house: '28' }, 400],
      ['1.5', { street: GORODOTSKA, house: '28' }, 400],
      ['99999', { street: GORODOTSKA, house: '28' }, 400],
      ['1e400', { street: GORODOTSKA, house: '28' }, 400],
      ['3', { street: GORODOTSKA, house: '28' }, 404],
      ['1', {}, 400],
      ['1', { street: 'вулиця Городоцька', house: '28' }, 400],
      ['1', { street: { name: 'вулиця Городоцька' }, house: '28' }, 400],
      ['1', { street: { id: 'x', name: 'x'.repeat(201) }, house: '28' }, 400],
      ['1', { street: { id: 'x'.repeat(101), name: 'x' }, house: '28' }, 400],
      ['1', { street: GORODOTSKA, house: '2'.repeat(51) }, 400],
      ['1', { street: GORODOTSKA, house: ['28', '30'] }, 400],
      ['1', { street: GORODOTSKA, house: { number: 28 } }, 400],
      ['1', { street: { id: 'x', name: 'в\u0000' }, house: '28' }, 400],
    ])('refuses city %s with %j: %i', async (cityId, payload, status) => {
      await expectApiRefusal(shop().app, { method: 'POST', url: `/api/addresses/zone/${cityId}`, payload }, status);
    });

    it('refuses a path without a city', async () => {
      expect(
        await expectApiRefusal(
          shop().app,
          { method: 'POST', url: '/api/addresses/zone/', payload: { street: GORODOTSKA } },
          400,
        ),
      ).toEqual({
        error: 'bad-request',
        message: "'cityId' in the URL must be a whole number.",
      });
    });
  });
});
