import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffOrderBoardEvent } from '../../../../src/server/application/staff/watch-staff-orders.use-case';
import { staffOrderEventsRoutes } from '../../../../src/server/http/routes/staff-order-events.routes';
import { openEventStream } from '../../../integration/orders/support/event-stream';

/** Plays the watch use case: the test tells the watchers itself. */
const fakeWatch = () => {
  const watchers = new Map<number, (event: StaffOrderBoardEvent) => void>();
  let nextId = 0;
  return {
    watchers,
    watch: (_cityId: number, notify: (event: StaffOrderBoardEvent) => void) => {
      const id = nextId++;
      watchers.set(id, notify);
      return () => watchers.delete(id);
    },
  };
};

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const start = async (heartbeatMs: number) => {
  const watch = fakeWatch();
  const app = Fastify();
  apps.push(app);
  await app.register(staffOrderEventsRoutes({ watchStaffOrders: watch, heartbeatMs }));
  return { app, watch };
};

describe('GET /api/admin/orders/events', () => {
  it('streams the watched events with a reconnect delay, and a heartbeat while quiet', async () => {
    const { app, watch } = await start(40);
    const stream = await openEventStream(app, '/api/admin/orders/events?cityId=1', {});
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    for (const notify of watch.watchers.values()) {
      notify({ type: 'order', order: { code: 'AB23', status: 'new', group: 'kitchen' } });
      notify({ type: 'resync' });
    }
    await stream.next((event) => event.event === 'resync', 1_000);
    expect(stream.text()).toContain('retry: 3000\n');
    expect(stream.text()).toContain('event: order\ndata: {"code":"AB23","status":"new","group":"kitchen"}\n\n');
    await expect
      .poll(() => stream.text().split(': heartbeat\n\n').length - 1, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(2);
    stream.close();
  });

  it('stops watching when the client goes away', async () => {
    const { app, watch } = await start(1_000);
    const stream = await openEventStream(app, '/api/admin/orders/events?cityId=2', {});
    expect(watch.watchers.size).toBe(1);
    stream.close();
    await expect.poll(() => watch.watchers.size, { timeout: 5_000 }).toBe(0);
  });
});
