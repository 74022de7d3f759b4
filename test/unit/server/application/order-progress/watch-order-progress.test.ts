import { describe, expect, it } from 'vitest';
import { InMemoryShopEvents } from '../../../../doubles/server/in-memory-shop-events.adapter';
import { InMemoryOrderRepository } from '../../../../doubles/server/in-memory-order-repository.adapter';
import { InMemoryStaffOrders } from '../../../../doubles/server/in-memory-staff-orders.adapter';
import { silentLogger } from '../../../../../src/server/adapters/logging/json-logger.adapter';
import {
  WatchOrderProgressUseCase,
  type OrderProgressEvent,
} from '../../../../../src/server/application/order-progress/watch-order-progress.use-case';
import type { StaffOrdersPort } from '../../../../../src/server/application/ports/staff-orders.port';
import { onlineOrderOf, orderRecordOf } from '../../../../integration/repositories/support/order-record.factory';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const STAFF = { by: { id: 1, login: 'admin' }, at: new Date(0) };

const setup = () => {
  const repository = new InMemoryOrderRepository();
  const events = new InMemoryShopEvents();
  const staff = new InMemoryStaffOrders(repository);
  let reads = 0;
  const counted: Pick<StaffOrdersPort, 'findStaffOrder'> = {
    findStaffOrder: (code) => {
      reads += 1;
      return staff.findStaffOrder(code);
    },
  };
  const watch = new WatchOrderProgressUseCase({ events, orders: counted, logger: silentLogger });
  return { repository, events, staff, watch, reads: () => reads };
};

describe('WatchOrderProgressUseCase', () => {
  it('tells the pages of a changed order where it stands, reading it once however many pages show it', async () => {
    const { repository, events, staff, watch, reads } = setup();
    // Confirmed: the kitchen may move it.
    const order = orderRecordOf({ cityId: 1, confirmation: { ...onlineOrderOf().confirmation } });
    const other = orderRecordOf({ cityId: 1 });
    await repository.save(order);
    await repository.save(other);
    const first: OrderProgressEvent[] = [];
    const second: OrderProgressEvent[] = [];
    watch.watch(order.code, (event) => first.push(event));
    watch.watch(order.code, (event) => second.push(event));
    expect(await staff.changeStatus(order.code, 'new', 'cancelled', STAFF, 'Немає інгредієнтів')).toBe(true);
    events.deliver({ type: 'order-changed', cityId: 1, code: order.code });
    // Nobody here watches the other order: it is not even read.
    events.deliver({ type: 'order-changed', cityId: 1, code: other.code });
    await settle();
    expect(reads()).toBe(1);
    expect(first).toEqual([
      {
        type: 'progress',
        progress: expect.objectContaining({
          code: order.code,
          status: 'cancelled',
          cancelReason: 'Немає інгредієнтів',
        }),
      },
    ]);
    expect(second).toEqual(first);
    // What a stranger holding the code must not read.
    expect(JSON.stringify(first)).not.toContain(order.form.address.street.name);
  });

  it('asks every page to read again after missed events, and listens only while a page watches', async () => {
    const { events, watch } = setup();
    const heard: OrderProgressEvent[] = [];
    const stop = watch.watch('ANY', (event) => heard.push(event));
    expect(events.listenerCount).toBe(1);
    events.deliver({ type: 'events-resumed' });
    expect(heard).toEqual([{ type: 'resync' }]);
    stop();
    expect(events.listenerCount).toBe(0);
  });
});
