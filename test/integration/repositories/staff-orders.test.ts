import { describe, expect, it } from 'vitest';
import { PgOrderRepository } from '../../../src/server/adapters/database/repositories/pg-order.repository';
import { PgStaffOrders } from '../../../src/server/adapters/database/repositories/pg-staff-orders.repository';
import { InMemoryOrderRepository } from '../../doubles/server/in-memory-order-repository.adapter';
import { InMemoryStaffOrders } from '../../doubles/server/in-memory-staff-orders.adapter';
import type { OrderRepositoryPort } from '../../../src/server/application/ports/order-repository.port';
import type { OrderStatus } from '../../../src/domain/order/order-status';
import type { OrderConfirmation } from '../../../src/server/application/ports/order-record.types';
import type {
  StaffActor,
  StaffOrdersPort,
  StaffOrdersQuery,
} from '../../../src/server/application/ports/staff-orders.port';
import { databaseTargets } from '../support/database-targets';
import { useFixtureDatabase } from './support/pg-fixture-database';
import { onlineOrderOf, orderRecordOf, PLACED_AT, uniquePhoneDigits } from './support/order-record.factory';

/** A phone that needed no SMS code: the kitchen's order from the start. */
const CONFIRMED: OrderConfirmation = {
  status: 'not-required',
  codeHash: null,
  codeExpiresAt: null,
  attempts: 0,
  revision: 0,
  updatedAt: PLACED_AT,
};

/** No filter: a whole city's history, up to 100. */
const EVERY_ORDER: StaffOrdersQuery = {
  cityId: 1,
  group: null,
  status: null,
  createdFrom: null,
  createdTo: null,
  search: null,
  before: null,
  limit: 100,
};

/** What both staff-order adapters must do alike: the in-memory one is the reference. */
/** `forceStatus` sets a status directly, as an order moved on before the awaiting rule existed. */
type Adapters = {
  orders: OrderRepositoryPort;
  staff: StaffOrdersPort;
  forceStatus: (code: string, status: OrderStatus) => Promise<void>;
  /** Who moves the orders: an admin of the database. */
  actor: StaffActor;
};

const staffOrdersContract = (make: () => Promise<Adapters>) => {
  it('lists a city’s orders newest first, each starting as new, up to the limit', async () => {
    const { orders, staff } = await make();
    const cityId = 2;
    const placed = [0, 1, 2].map((minute) =>
      orderRecordOf({ cityId, createdAt: new Date(PLACED_AT.getTime() + minute * 60_000) }),
    );
    for (const order of placed) expect((await orders.save(order)).kind).toBe('created');
    await orders.save(orderRecordOf({ cityId: 1 }));
    const listed = await staff.listPage({ ...EVERY_ORDER, cityId, limit: 2 });
    expect(listed.map(({ order }) => order.code)).toEqual([placed[2]?.code, placed[1]?.code]);
    expect(listed.map(({ status }) => status)).toEqual(['new', 'new']);
    expect(listed[0]?.order).toEqual(placed[2]);
  });

  it('splits the board into the kitchen’s orders and those awaiting the customer', async () => {
    const { orders, staff, forceStatus, actor: ACTOR } = await make();
    const phoneDigits = uniquePhoneDigits();
    const confirmed = CONFIRMED;
    const paid = { status: 'paid', providerStatus: 'success', paidAt: PLACED_AT, updatedAt: PLACED_AT } as const;
    const placed = {
      cash: orderRecordOf({ phoneDigits, confirmation: confirmed }),
      smsPending: orderRecordOf({ phoneDigits }),
      smsLocked: orderRecordOf({ phoneDigits, confirmation: { ...confirmed, status: 'sms-locked' } }),
      callRequested: orderRecordOf({ phoneDigits, confirmation: { ...confirmed, status: 'phone-call-requested' } }),
      payingOnline: onlineOrderOf({ phoneDigits }),
      paymentFailed: onlineOrderOf({
        phoneDigits,
        payment: { status: 'failed', providerStatus: 'failure', paidAt: null, updatedAt: PLACED_AT },
      }),
      paidOnline: onlineOrderOf({ phoneDigits, payment: paid }),
      movedByStaff: orderRecordOf({ phoneDigits }),
    };
    for (const order of Object.values(placed)) expect((await orders.save(order)).kind).toBe('created');
    // Taken on by staff before: it stays the kitchen's, whatever its confirmation says.
    await forceStatus(placed.movedByStaff.code, 'accepted');
    // An order awaiting the customer is never moved.
    expect(await staff.changeStatus(placed.smsPending.code, 'new', 'accepted', ACTOR)).toBe(false);
    expect(await staff.changeStatus(placed.paymentFailed.code, 'new', 'cancelled', ACTOR)).toBe(false);
    expect((await staff.findStaffOrder(placed.smsPending.code))?.status).toBe('new');
    const search = { code: '', phoneDigits };
    const codesOf = async (group: 'kitchen' | 'awaiting' | null) =>
      (await staff.listPage({ ...EVERY_ORDER, search, group })).map(({ order }) => order.code);
    expect(await codesOf('kitchen')).toEqual(
      [placed.movedByStaff, placed.paidOnline, placed.callRequested, placed.cash].map((order) => order.code),
    );
    expect(await codesOf('awaiting')).toEqual(
      [placed.paymentFailed, placed.payingOnline, placed.smsLocked, placed.smsPending].map((order) => order.code),
    );
    expect(await codesOf(null)).toHaveLength(8);
  });

  it('filters by status, day, code and phone, and pages back by key', async () => {
    const { orders, staff, actor: ACTOR } = await make();
    const phoneDigits = uniquePhoneDigits();
    const dayStart = new Date('2025-06-09T21:00:00Z');
    const placed = [-60, 0, 60, 24 * 60 - 1, 24 * 60].map((minutes) =>
      orderRecordOf({
        phoneDigits,
        confirmation: CONFIRMED,
        createdAt: new Date(dayStart.getTime() + minutes * 60_000),
      }),
    );
    for (const order of placed) await orders.save(order);
    const codes = placed.map((order) => order.code).reverse();
    const page = async (query: Partial<StaffOrdersQuery>) =>
      (await staff.listPage({ ...EVERY_ORDER, search: { code: '', phoneDigits }, ...query })).map(
        ({ order }) => order.code,
      );

    expect(await page({})).toEqual(codes);
    expect(await page({ limit: 2 })).toEqual(codes.slice(0, 2));
    expect(await page({ limit: 2, before: codes[1] ?? null })).toEqual(codes.slice(2, 4));
    expect(await page({ limit: 2, before: codes[3] ?? null })).toEqual(codes.slice(4));
    expect(await page({ before: 'NO-SUCH-ORDER' })).toEqual([]);
    const inDay = await page({ createdFrom: dayStart, createdTo: new Date(dayStart.getTime() + 24 * 3_600_000) });
    expect(inDay).toEqual(codes.slice(1, 4));

    await staff.changeStatus(placed[2]?.code ?? '', 'new', 'accepted', ACTOR);
    expect(await page({ status: 'accepted' })).toEqual([placed[2]?.code]);
    expect(await page({ search: { code: placed[0]?.code ?? '', phoneDigits: null } })).toEqual([placed[0]?.code]);
    expect(await page({ search: { code: 'NOTHING', phoneDigits: phoneDigits.slice(3) } })).toEqual(codes);
    expect(await page({ search: { code: 'NOTHING', phoneDigits: '999999999999' } })).toEqual([]);
    expect(await page({ search: { code: 'bad\u0000code', phoneDigits: null } })).toEqual([]);
  });

  it('changes a status only from the one staff saw, and logs who changed it', async () => {
    const { orders, staff, actor: ACTOR } = await make();
    const order = orderRecordOf({ confirmation: CONFIRMED });
    await orders.save(order);
    expect(await staff.changeStatus(order.code, 'new', 'accepted', ACTOR)).toBe(true);
    expect(await staff.changeStatus(order.code, 'new', 'cancelled', ACTOR)).toBe(false);
    expect((await staff.findStaffOrder(order.code))?.status).toBe('accepted');
    expect(await staff.changeStatus('NO-SUCH-CODE', 'new', 'accepted', ACTOR)).toBe(false);
    expect(await staff.findStaffOrder('NO-SUCH-CODE')).toBeNull();
    expect(await staff.findStaffOrder('bad\u0000code')).toBeNull();
  });
};

describe('the in-memory staff orders (the reference)', () => {
  staffOrdersContract(async () => {
    const orders = new InMemoryOrderRepository();
    const staff = new InMemoryStaffOrders(orders);
    return {
      orders,
      staff,
      forceStatus: async (code, status) => staff.forceStatus(code, status),
      actor: { by: { id: 1, login: 'admin' }, at: PLACED_AT },
    };
  });
});

describe.each(databaseTargets())('the PostgreSQL staff orders on $name PostgreSQL', (target) => {
  const database = useFixtureDatabase(target);
  staffOrdersContract(async () => ({
    orders: new PgOrderRepository(database()),
    staff: new PgStaffOrders(database()),
    forceStatus: async (code, status) =>
      void (await database().query('UPDATE orders SET status = $2 WHERE code = $1', [code, status])),
    actor: { by: await boardAdmin(), at: PLACED_AT },
  }));

  /** The change log names a real admin account. */
  const boardAdmin = async () => {
    await database().query(
      `INSERT INTO admins (login, password_hash) VALUES ('board-admin', 'not-a-hash') ON CONFLICT DO NOTHING`,
    );
    const row = (await database().query<{ id: number }>(`SELECT id FROM admins WHERE login = 'board-admin'`)).rows[0];
    return { id: row?.id ?? 0, login: 'board-admin' };
  };

  it('logs each status change with who made it, in the change of the order itself', async () => {
    const orders = new PgOrderRepository(database());
    const staff = new PgStaffOrders(database());
    const by = await boardAdmin();
    const order = orderRecordOf({ cityId: 2, confirmation: CONFIRMED });
    await orders.save(order);
    expect(await staff.changeStatus(order.code, 'new', 'accepted', { by, at: PLACED_AT })).toBe(true);
    expect(await staff.changeStatus(order.code, 'new', 'cancelled', { by, at: PLACED_AT })).toBe(false);
    const logged = await database().query(
      `SELECT admin_login, city_id, section, action, target, before, after, at FROM admin_audit WHERE target = $1`,
      [order.code],
    );
    expect(logged.rows).toEqual([
      {
        admin_login: 'board-admin',
        city_id: 2,
        section: 'orders',
        action: 'change-status',
        target: order.code,
        before: { status: 'new' },
        after: { status: 'accepted' },
        at: PLACED_AT,
      },
    ]);
  });
});
