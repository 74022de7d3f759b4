import { describe, expect, it } from 'vitest';
import type { PriceCheckItemInput } from '../../../../src/server/application/use-cases/check-prices.use-case';
import { buildPipeline, KYIV, LVIV, reasonOf, valueOf } from './order-pipeline.fixture';

const itemOf = (
  iikoId: string,
  price: number,
  modifiers: PriceCheckItemInput['modifiers'] = [],
  isCoupon = false,
): PriceCheckItemInput => ({
  id: `line-${iikoId}`,
  iikoId,
  price,
  modifiers,
  ...(isCoupon ? { isCoupon } : {}),
});
const bacon = (price: number) => ({ id: 'm-bacon', iikoId: 'mod-extra-bacon', price });

describe('check prices', () => {
  it('answers OK when every price matches, with the server prices as data', async () => {
    const p = buildPipeline();
    const answer = valueOf(
      await p.checkPrices.execute({
        cityId: LVIV,
        cartItems: [itemOf('burger-classic', 189, [bacon(35)]), itemOf('cola', 45)],
      }),
    );
    expect(answer).toEqual({
      type: 'OK',
      data: [
        { id: 'line-burger-classic', price: 189, modifiers: [{ id: 'm-bacon', price: 35 }] },
        { id: 'line-cola', price: 45, modifiers: [] },
      ],
      unavailable: [],
    });
  });

  it('answers UPDATE when a product price differs (a browser price of 1 ₴)', async () => {
    const p = buildPipeline();
    const answer = valueOf(await p.checkPrices.execute({ cityId: LVIV, cartItems: [itemOf('burger-classic', 1)] }));
    expect(answer.type).toBe('UPDATE');
    expect(answer.data[0]?.price).toBe(189);
  });

  it('answers UPDATE when only a modifier price differs', async () => {
    const p = buildPipeline();
    const answer = valueOf(
      await p.checkPrices.execute({ cityId: LVIV, cartItems: [itemOf('burger-classic', 189, [bacon(30)])] }),
    );
    expect(answer).toMatchObject({ type: 'UPDATE', data: [{ modifiers: [{ id: 'm-bacon', price: 35 }] }] });
  });

  it('compares in kopiykas, so 189.00 equals 189, and never accepts a price that is not a number', async () => {
    const p = buildPipeline();
    expect(
      valueOf(await p.checkPrices.execute({ cityId: LVIV, cartItems: [itemOf('burger-classic', 189.0)] })).type,
    ).toBe('OK');
    expect(
      valueOf(await p.checkPrices.execute({ cityId: LVIV, cartItems: [itemOf('burger-classic', Number.NaN)] })).type,
    ).toBe('UPDATE');
  });

  it('prices by the city asked for', async () => {
    const p = buildPipeline();
    const answer = valueOf(await p.checkPrices.execute({ cityId: KYIV, cartItems: [itemOf('burger-classic', 189)] }));
    expect(answer).toMatchObject({ type: 'UPDATE', data: [{ price: 199 }] });
  });

  it('expects 0 for a coupon gift and its modifiers', async () => {
    const p = buildPipeline();
    expect(valueOf(await p.checkPrices.execute({ cityId: LVIV, cartItems: [itemOf('cola', 0, [], true)] })).type).toBe(
      'OK',
    );
    const answer = valueOf(
      await p.checkPrices.execute({ cityId: LVIV, cartItems: [itemOf('burger-classic', 189, [bacon(35)], true)] }),
    );
    expect(answer).toMatchObject({ type: 'UPDATE', data: [{ price: 0, modifiers: [{ price: 0 }] }] });
  });

  it('reports lines the city cannot sell apart from the prices', async () => {
    const p = buildPipeline();
    const answer = valueOf(
      await p.checkPrices.execute({
        cityId: LVIV,
        cartItems: [
          itemOf('pizza', 100),
          itemOf('burger-stopped', 219),
          itemOf('set-lviv', 599, [{ id: 'm-x', iikoId: 'mod-extra-bacon', price: 35 }]),
        ],
      }),
    );
    expect(answer).toEqual({
      type: 'OK',
      data: [
        { id: 'line-burger-stopped', price: 219, modifiers: [] },
        { id: 'line-set-lviv', price: 599, modifiers: [] },
      ],
      unavailable: [
        { id: 'line-pizza', reason: 'unknown-product' },
        { id: 'line-burger-stopped', reason: 'product-unavailable' },
        { id: 'line-set-lviv', reason: 'unknown-modifier', modifierId: 'mod-extra-bacon' },
      ],
    });
  });

  it('answers OK with no data for an empty cart, and refuses an unknown city', async () => {
    const p = buildPipeline();
    expect(valueOf(await p.checkPrices.execute({ cityId: LVIV, cartItems: [] }))).toEqual({
      type: 'OK',
      data: [],
      unavailable: [],
    });
    expect(reasonOf(await p.checkPrices.execute({ cityId: 0, cartItems: [] }))).toBe('unknown-city');
  });
});
