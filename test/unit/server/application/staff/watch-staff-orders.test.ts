import { describe, expect, it } from 'vitest';
import { InMemoryShopEvents } from '../../../../doubles/server/in-memory-shop-events.adapter';
import { InMemoryOrderRepository } from '../../../../doubles/server/in-memory-order-repository.adapter';
import { InMemoryStaffOrders } from '../../../../doubles/server/in-memory-staff-orders.adapter';
import type { StaffOrdersPort } from '../../../../../src/server/application/ports/staff-orders.port';
import {
  WatchStaffOrdersUseCase,
  type StaffOrderBoardEvent,
} from '../../../../../src/server/application/staff/watch-staff-orders.use-case';
import { silentLogger } from '../../../../../src/server/adapters/logging/json-logger.adapter';
import { onlineOrderOf, orderRecordOf } from '../../../../integration/repositories/support/order-record.factory';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const setup = async (orders: StaffOrdersPort | null = null) => {
  const repository = new InMemoryOrderRepository();
  const events = new InMemoryShopEvents();
  const staff = orders ?? new InMemoryStaffOrders(repository);
  return {
    repository,
    events,
    staff,
    watch: new WatchStaffOrdersUseCase({ events, orders: staff, logger: silentLogger }),
  };
};

describe('WatchStaffOrdersUseCase', () => {
  it('tells the city’s boards where a changed order stands now, and nobody else', async () => {
    const { repository, events, staff, watch } = await setup();
    const lviv: StaffOrderBoardEvent[] = [];
    const kyiv: StaffOrderBoardEvent[] = [];
    watch.watch(1, (event) => lviv.push(event));
    watch.watch(2, (event) => kyiv.push(event));
    const paying = onlineOrderOf({ cityId: 1 });
    const cash = orderRecordOf({ cityId: 1, confirmation: { ...onlineOrderOf().confirmation } });
    await repository.save(paying);
    await repository.save(cash);
    await staff.changeStatus(cash.code, 'new', 'accepted', { by: { id: 1, login: 'admin' }, at: new Date(0) });
    events.deliver({ type: 'order-changed', cityId: 1, code: paying.code });
    events.deliver({ type: 'order-changed', cityId: 1, code: cash.code });
    events.deliver({ type: 'order-changed', cityId: 1, code: 'GONE' });
    await settle();
    expect(lviv).toEqual([
      { type: 'order', order: { code: paying.code, status: 'new', group: 'awaiting' } },
      { type: 'order', order: { code: cash.code, status: 'accepted', group: 'kitchen' } },
    ]);
    expect(kyiv).toEqual([]);
  });

  it('asks every board to reload after missed events, or when the order cannot be read', async () => {
    const failing: StaffOrdersPort = {
      listPage: async () => [],
      changeStatus: async () => false,
      findStaffOrder: async () => {
        throw new Error('database gone');
      },
    };
    const { events, watch } = await setup(failing);
    const heard: StaffOrderBoardEvent[] = [];
    watch.watch(1, (event) => heard.push(event));
    events.deliver({ type: 'events-resumed' });
    events.deliver({ type: 'order-changed', cityId: 1, code: 'ANY' });
    await settle();
    expect(heard).toEqual([{ type: 'resync' }, { type: 'resync' }]);
  });

  it('listens to the shop’s events only while a board watches', async () => {
    const { events, watch } = await setup();
    const stopOne = watch.watch(1, () => undefined);
    const stopTwo = watch.watch(1, () => undefined);
    expect(events.listenerCount).toBe(1);
    stopOne();
    expect(events.listenerCount).toBe(1);
    stopTwo();
    expect(events.listenerCount).toBe(0);
  });
});
