import { kyivInstant } from '../../../../domain/shared/kyiv-time';
import type { OrderRecord } from '../../../application/ports/order-record.types';
import type { Queryable } from '../database';
import { insertOrders, type OrderInsertOutcome } from './pg-order-insert.statement';

/** What can open a transaction: the shop's Database (a transaction's own client cannot). */
export interface TransactionRunner {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

export const canOpenTransactions = (db: Queryable): db is Queryable & TransactionRunner =>
  typeof (db as Partial<TransactionRunner>).transaction === 'function';

// Its own key space of two-integer advisory locks: (this constant, a hash of city and slot).
const SLOT_LOCK_SPACE = 14_014;

/** A pre-order's slot as the instant stored in orders.scheduled_for; null for an order for now. */
export const preOrderSlotOf = (order: OrderRecord): Date | null => {
  if (order.form.deliveryType !== 'pre-order') return null;
  const instant = kyivInstant(order.form.deliveryDate, order.form.deliveryTime);
  return instant.ok ? new Date(instant.value) : null;
};

/** The insert statement's outcome (a coupon's last use is claimed there too), or a full slot. */
export type SlotInsertOutcome = OrderInsertOutcome | 'slot-full';

/**
 * Writes a pre-order only while its slot holds fewer than `capacity` orders (cancelled ones do not
 * count). The slot's advisory lock is taken first in the order's own transaction, so racing orders
 * for one slot count and insert one after another: each count, a new statement, sees every order
 * committed by an earlier holder of the lock, and the lock is held until this insert commits.
 */
export const insertOrderIntoSlot = async (
  db: TransactionRunner,
  order: OrderRecord,
  scheduledFor: Date,
  capacity: number,
): Promise<SlotInsertOutcome> =>
  db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1::integer, hashtext($2::text))', [
      SLOT_LOCK_SPACE,
      `${order.cityId} ${scheduledFor.toISOString()}`,
    ]);
    const taken = await tx.query<{ n: number }>(
      `SELECT count(*) AS n FROM orders WHERE city_id = $1 AND scheduled_for = $2 AND status <> 'cancelled'`,
      [order.cityId, scheduledFor],
    );
    if ((taken.rows[0]?.n ?? 0) >= capacity) return 'slot-full';
    const [outcome] = await insertOrders(tx, [order]);
    return outcome ?? 'skipped';
  });
