import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { resetClock, useOrderTestShop } from './support/order-test-shop';
import { cartLine, orderBody, placeOrder, post } from './support/order-requests';

const times = (n: number, id: string): string[] => Array.from({ length: n }, () => id);

/** The demo's Classic burger (189 ₴): a patty group (one of) and extras (bacon up to 2, 4 in all). */
describe.each(databaseTargets())('modifier groups in orders and price checks on $name PostgreSQL', (target) => {
  const shop = useOrderTestShop(target);
  beforeEach(() => resetClock(shop()));

  const refusalOf = async (modifiers: readonly string[], headers: Record<string, string> = {}) => {
    const response = await post(
      shop().app,
      '/api/order/create',
      orderBody([cartLine('burger-classic', 1, { modifiers })]),
      headers,
    );
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };

  it('refuses three patties with a 422 that names the burger and the patty group', async () => {
    const refused = await refusalOf(['mod-patty-beef', 'mod-patty-chicken', 'mod-patty-double-beef']);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ reason: 'modifier-choice-several', productEn: 'Classic', groupEn: 'Patty' });
    expect(refused.body['message']).toBe('«Класичний»: у групі «Котлета» можна обрати лише один варіант.');
    const english = await refusalOf(['mod-patty-beef', 'mod-patty-beef'], { 'accept-language': 'en' });
    expect(english.body['message']).toBe('“Classic”: choose only one option in “Patty”.');
  });

  it('refuses 30 of the same extra, naming the extra and its maximum', async () => {
    const refused = await refusalOf(times(30, 'mod-extra-bacon'));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ reason: 'modifier-over-option-max', max: 2, modifierId: 'mod-extra-bacon' });
    expect(refused.body['message']).toBe(
      '«Класичний»: «Додатковий бекон» у групі «Добавки» можна додати не більше 2 разів.',
    );
  });

  it('refuses extras over the group maximum even when each is within its own', async () => {
    const refused = await refusalOf([
      ...times(2, 'mod-extra-bacon'),
      ...times(2, 'mod-extra-cheddar'),
      'mod-extra-more-bacon',
    ]);
    expect(refused).toMatchObject({ status: 422, body: { reason: 'modifier-over-group-max', max: 4 } });
  });

  it('prices a valid choice as base + the chosen modifiers and stores them on the line', async () => {
    const modifiers = ['mod-patty-double-beef', 'mod-extra-bacon', 'mod-extra-bacon'];
    const answer = await placeOrder(shop().app, orderBody([cartLine('burger-classic', 2, { modifiers, price: 1 })]));
    // (189 + 75 + 2 × 40) × 2 = 688 ₴: past the free-delivery threshold.
    const stored = await shop().database.query<{ items_total: number; total: number }>(
      'SELECT items_total, total FROM orders WHERE code = $1',
      [answer.orderId],
    );
    expect(stored.rows[0]).toEqual({ items_total: 68_800, total: 68_800 });
    const summary = await shop().app.inject({ method: 'GET', url: `/api/order/${answer.orderId}` });
    expect(summary.json()).toMatchObject({
      lines: [
        {
          productId: 'burger-classic',
          count: 2,
          price: 189,
          total: 688,
          modifiers: [
            { productId: 'mod-patty-double-beef', price: 75, translation: { en: expect.any(String) } },
            { productId: 'mod-extra-bacon', price: 40, translation: { en: 'Extra bacon' } },
            { productId: 'mod-extra-bacon', price: 40 },
          ],
        },
      ],
    });
    // The status page lists them too, with their translations, and nothing of their prices.
    const progress = await shop().app.inject({ method: 'GET', url: `/api/order/${answer.orderId}/progress` });
    expect(progress.json()).toMatchObject({
      lines: [
        {
          modifiers: [
            { productId: 'mod-patty-double-beef' },
            { productId: 'mod-extra-bacon', name: 'Додатковий бекон', translation: { en: 'Extra bacon' } },
            { productId: 'mod-extra-bacon' },
          ],
        },
      ],
    });
  });

  it('the price check marks a line its groups refuse, and prices a valid one', async () => {
    const invalid = cartLine('burger-classic', 1, { modifiers: ['mod-patty-beef', 'mod-patty-chicken'] });
    const valid = cartLine('burger-classic', 1, { modifiers: ['mod-patty-chicken', 'mod-extra-bacon'], price: 189 });
    const response = await post(shop().app, '/api/cart/check-prices', { cityId: 1, cartItems: [invalid, valid] });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { unavailable: unknown[] };
    expect(answer.unavailable).toEqual([
      { id: invalid.id, reason: 'modifier-choice-invalid', groupId: expect.any(String) },
    ]);
  });

  it('the menu answers each burger its groups: the patty preselected, the extras with their maxima', async () => {
    const response = await shop().app.inject({ method: 'GET', url: '/api/menu?cityId=1' });
    const menu = response.json() as { categories: { products: { iikoId: string; modifierGroups: unknown[] }[] }[] };
    const classic = menu.categories.flatMap((c) => c.products).find((p) => p.iikoId === 'burger-classic');
    expect(classic?.modifierGroups).toEqual([
      {
        id: expect.any(String),
        translation: { uk: 'Котлета', en: 'Patty', ru: 'Котлета' },
        kind: 'one-of',
        required: false,
        defaultModifierId: 'mod-patty-beef',
        options: [
          'mod-patty-beef',
          'mod-patty-chicken',
          'mod-patty-plant-based',
          'mod-patty-double-beef',
          'mod-patty-double-chicken',
          'mod-patty-four-beef',
        ].map((modifierId) => ({ modifierId, maxCount: 1 })),
      },
      {
        id: expect.any(String),
        translation: { uk: 'Добавки', en: 'Extras', ru: 'Добавки' },
        kind: 'any-of',
        required: false,
        maxTotal: 4,
        options: [
          { modifierId: 'mod-extra-beef', maxCount: 1 },
          { modifierId: 'mod-extra-bacon', maxCount: 2 },
          { modifierId: 'mod-extra-cheddar', maxCount: 2 },
          { modifierId: 'mod-extra-more-bacon', maxCount: 2 },
          { modifierId: 'mod-extra-more-cheddar', maxCount: 2 },
        ],
      },
    ]);
  });
});
