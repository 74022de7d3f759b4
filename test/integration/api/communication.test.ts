import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { TEST_NOW, useTestShop } from '../support/test-shop';
import { expectApiRefusal } from './support/api-expectations';

const PHONE = '+38 (067) 123 45 67';

describe.each(databaseTargets())('POST /api/communication/call on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  const call = (payload: unknown) =>
    shop().app.inject({ method: 'POST', url: '/api/communication/call', payload: payload as object });
  const lastRequest = async () =>
    (
      await shop().database.query(
        'SELECT city_id, name, phone, comment, created_at FROM callback_requests ORDER BY id DESC LIMIT 1',
      )
    ).rows[0];

  it('stores the request for the operator and answers success', async () => {
    const response = await call({ name: '  Оля ', phone: PHONE, comment: 'Після 18:00, будь ласка', cityId: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await lastRequest()).toEqual({
      city_id: 2,
      name: 'Оля',
      phone: PHONE,
      comment: 'Після 18:00, будь ласка',
      created_at: TEST_NOW,
    });
  });

  it('accepts a request without comment or city', async () => {
    expect((await call({ name: 'Taras', phone: PHONE })).json()).toEqual({ success: true });
    expect(await lastRequest()).toMatchObject({ city_id: null, name: 'Taras', comment: '' });
    expect((await call({ name: 'Taras', phone: PHONE, comment: '', cityId: null })).statusCode).toBe(200);
  });

  it('counts the limits in characters after trimming', async () => {
    expect((await call({ name: `  ${'Я'.repeat(100)}  `, phone: PHONE, comment: '🍔'.repeat(1000) })).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{ name: '   ', phone: PHONE }, 'name-required', 'Please enter your name.'],
    [{ name: 'Я'.repeat(101), phone: PHONE }, 'name-too-long', 'The name must be at most 100 characters long.'],
    [
      { name: 'Оля', phone: '+38 (067) 123 45' },
      'phone-incomplete',
      'The phone number is incomplete: it must look like +38 (067) 123 45 67.',
    ],
    [
      { name: 'Оля', phone: '0671234567' },
      'phone-incomplete',
      'The phone number is incomplete: it must look like +38 (067) 123 45 67.',
    ],
    [
      { name: 'Оля', phone: PHONE, comment: 'x'.repeat(1001) },
      'comment-too-long',
      'The comment must be at most 1000 characters long.',
    ],
    [
      { name: 'Оля', phone: PHONE, cityId: 3 },
      'unknown-city',
      'There is no city with id 3: use 1 for Lviv or 2 for Kyiv.',
    ],
  ])('refuses %j: %s', async (payload, error, message) => {
    const before = (await shop().database.query('SELECT count(*) AS n FROM callback_requests')).rows[0];
    const response = await call(payload);
    expect(response.statusCode).toBe(error === 'unknown-city' ? 404 : 400);
    expect(response.json()).toEqual({ error, message });
    expect((await shop().database.query('SELECT count(*) AS n FROM callback_requests')).rows[0]).toEqual(before);
  });

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['a string', 'call me'],
    ['no name', { phone: PHONE }],
    ['no phone', { name: 'Оля' }],
    ['an object as name', { name: { first: 'Оля' }, phone: PHONE }],
    ['a list of phones', { name: 'Оля', phone: [PHONE, PHONE] }],
    ['an object as phone', { name: 'Оля', phone: { digits: '0671234567' } }],
    ['a huge name', { name: 'x'.repeat(100_000), phone: PHONE }],
    ['a huge comment', { name: 'Оля', phone: PHONE, comment: 'x'.repeat(200_000) }],
    ['a negative city', { name: 'Оля', phone: PHONE, cityId: -1 }],
    ['a text city', { name: 'Оля', phone: PHONE, cityId: 'Львів' }],
    ['a fractional city', { name: 'Оля', phone: PHONE, cityId: 1.5 }],
    ['a NUL in the name', { name: 'О\u0000ля', phone: PHONE }],
  ])('refuses %s with a 4xx message', async (_label, payload) => {
    await expectApiRefusal(shop().app, { method: 'POST', url: '/api/communication/call', payload: payload as object });
  });

  it('refuses a body that is not JSON', async () => {
    await expectApiRefusal(
      shop().app,
      {
        method: 'POST',
        url: '/api/communication/call',
        headers: { 'content-type': 'application/json' },
        payload: '{"name":',
      },
      400,
    );
  });
});
