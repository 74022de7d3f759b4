import { describe, expect, it } from 'vitest';
import {
  activeStops,
  areOrdersAllowed,
  blockingStop,
  isCityStopped,
  isFunctionalityStopped,
  isGloballyStopped,
  stoppedDeliveryTypes,
} from '../../../../src/domain/working-hours/stop-list.rule';
import type { Functionality, WorkingHoursRecord } from '../../../../src/domain/working-hours/working-hours.types';

const LVIV = 1;
const KYIV = 2;
const stop = (cityId: number, functionality: Functionality, isStoped = true): WorkingHoursRecord => ({
  cityId,
  isStoped,
  functionality,
  translation: { uk: { title: `стоп ${functionality}`, description: '' } },
});
const burgersOnly = { hasBurgers: true, hasSushi: false };
const sushiOnly = { hasBurgers: false, hasSushi: true };
const both = { hasBurgers: true, hasSushi: true };

describe('stop list', () => {
  it('considers only active records of the asked city', () => {
    const records = [stop(LVIV, 'global', false), stop(KYIV, 'global'), stop(LVIV, 'sushi')];
    expect(activeStops(records, LVIV)).toEqual([stop(LVIV, 'sushi')]);
    expect(isGloballyStopped(records, LVIV)).toBe(false);
    expect(isGloballyStopped(records, KYIV)).toBe(true);
    expect(isFunctionalityStopped(records, LVIV, 'sushi')).toBe(true);
    expect(isFunctionalityStopped(records, KYIV, 'sushi')).toBe(false);
  });

  it('marks a city stopped for the 404 buttons only on a global stop', () => {
    const records = [stop(KYIV, 'global'), stop(LVIV, 'burgers')];
    expect(isCityStopped(records, KYIV)).toBe(true);
    expect(isCityStopped(records, LVIV)).toBe(false);
    expect(isCityStopped([], LVIV)).toBe(false);
  });
});

describe('areOrdersAllowed', () => {
  it('allows any cart without stops', () => {
    expect(areOrdersAllowed([], LVIV, both)).toBe(true);
  });

  it('blocks every cart on a global stop', () => {
    const records = [stop(LVIV, 'global')];
    expect(areOrdersAllowed(records, LVIV, burgersOnly)).toBe(false);
    expect(areOrdersAllowed(records, LVIV, { hasBurgers: false, hasSushi: false })).toBe(false);
    expect(areOrdersAllowed(records, KYIV, burgersOnly)).toBe(true);
  });

  it('blocks only carts that hold a stopped section', () => {
    const records = [stop(LVIV, 'sushi')];
    expect(areOrdersAllowed(records, LVIV, sushiOnly)).toBe(false);
    expect(areOrdersAllowed(records, LVIV, both)).toBe(false);
    expect(areOrdersAllowed(records, LVIV, burgersOnly)).toBe(true);
    expect(areOrdersAllowed([stop(LVIV, 'burgers')], LVIV, burgersOnly)).toBe(false);
    expect(areOrdersAllowed([stop(LVIV, 'burgers')], LVIV, sushiOnly)).toBe(true);
  });

  it('is not blocked by a stopped delivery type (that only removes the type)', () => {
    expect(areOrdersAllowed([stop(LVIV, 'delivery'), stop(LVIV, 'pre-order')], LVIV, both)).toBe(true);
  });
});

describe('blockingStop', () => {
  it('names the global stop first, then the stopped section in the cart', () => {
    expect(blockingStop([stop(LVIV, 'sushi'), stop(LVIV, 'global')], LVIV, sushiOnly)).toEqual(stop(LVIV, 'global'));
    expect(blockingStop([stop(LVIV, 'sushi')], LVIV, sushiOnly)).toEqual(stop(LVIV, 'sushi'));
    expect(blockingStop([stop(LVIV, 'sushi')], LVIV, burgersOnly)).toBeNull();
  });
});

describe('stoppedDeliveryTypes', () => {
  it('lists the delivery-type functionalities stopped in the city', () => {
    const records = [stop(LVIV, 'self-pickup'), stop(LVIV, 'burgers'), stop(KYIV, 'delivery'), stop(LVIV, 'pre-order')];
    expect(stoppedDeliveryTypes(records, LVIV)).toEqual(['self-pickup', 'pre-order']);
  });
});
