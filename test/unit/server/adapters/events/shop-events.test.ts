import { describe, expect, it } from 'vitest';
import { readShopEventPayload } from '../../../../../src/server/adapters/database/events/shop-event-payload';
import { InMemoryShopEvents } from '../../../../doubles/server/in-memory-shop-events.adapter';
import type { ShopEvent } from '../../../../../src/server/application/ports/shop-events.port';

describe('the NOTIFY payload of a shop event', () => {
  it('reads what the orders trigger and publish() send', () => {
    expect(readShopEventPayload('{"type":"order-changed","cityId":1,"code":"AB23"}')).toEqual({
      type: 'order-changed',
      cityId: 1,
      code: 'AB23',
    });
    expect(readShopEventPayload(JSON.stringify({ type: 'menu-changed', cityId: 2 }))).toEqual({
      type: 'menu-changed',
      cityId: 2,
    });
  });

  it('ignores anything else instead of failing the listener', () => {
    for (const payload of [
      undefined,
      '',
      'not json',
      'null',
      '{"type":"order-changed","cityId":1}',
      '{"type":"order-changed","cityId":0,"code":"A"}',
      '{"type":"events-resumed","cityId":1}',
      '{"type":"menu-changed","cityId":"1"}',
    ]) {
      expect(readShopEventPayload(payload), String(payload)).toBeNull();
    }
  });
});

describe('InMemoryShopEvents', () => {
  it('delivers to every listener until it unsubscribes, even one that unsubscribes while called', async () => {
    const events = new InMemoryShopEvents();
    const heard: string[] = [];
    const stopFirst = events.subscribe((event) => {
      heard.push(`first:${event.type}`);
      stopFirst();
    });
    const stopSecond = events.subscribe((event: ShopEvent) => heard.push(`second:${event.type}`));
    await events.publish({ type: 'menu-changed', cityId: 1 });
    await events.publish({ type: 'order-changed', cityId: 1, code: 'A' });
    stopSecond();
    events.deliver({ type: 'events-resumed' });
    expect(heard).toEqual(['first:menu-changed', 'second:menu-changed', 'second:order-changed']);
    expect(events.listenerCount).toBe(0);
  });
});
