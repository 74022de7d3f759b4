import type { OrderStatus } from '../../../../domain/order/order-status';
import { AWAITING_CONFIRMATIONS, AWAITING_PAYMENTS } from '../../../../domain/order/board-group';
import type {
  StaffActor,
  StaffOrder,
  StaffOrdersPort,
  StaffOrdersQuery,
} from '../../../application/ports/staff-orders.port';
import { isCityId } from '../../../../domain/city/city';
import type { Database, NamedStatement, Queryable } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';
import { ORDER_COLUMNS, orderFromRow, type OrderRow } from './pg-order-row.mapper';
import { isStorableText } from './text-value.guard';

type StaffOrderRow = OrderRow & { status: OrderStatus; cancel_reason: string | null };

// board-group.ts's rule, with its status lists passed in ($3, $4) so the two cannot drift apart.
const AWAITING = `(o.status = 'new' AND (o.payment_status = ANY($4::text[]) OR o.confirmation_status = ANY($3::text[])))`;

/*
 * Newest first by the identity key: the insertion order, without a sort on created_at, and a
 * stable keyset for paging (orders_city_id_idx, migration 0016). A NULL parameter switches its
 * filter off, so one prepared plan serves every combination.
 */
const LIST_PAGE: NamedStatement = {
  name: 'staff-orders-page',
  text: `SELECT ${ORDER_COLUMNS}, o.status, o.cancel_reason FROM orders o
 WHERE o.city_id = $1
   AND ($2::text IS NULL OR ($2 = 'awaiting') = ${AWAITING})
   AND ($5::text IS NULL OR o.status = $5)
   AND ($6::timestamptz IS NULL OR o.created_at >= $6)
   AND ($7::timestamptz IS NULL OR o.created_at < $7)
   AND ($8::text IS NULL OR o.code = $8 OR ($9::text IS NOT NULL AND o.phone_digits LIKE '%' || $9 || '%'))
   AND ($10::text IS NULL OR o.id < (SELECT b.id FROM orders b WHERE b.code = $10))
 ORDER BY o.id DESC LIMIT $11`,
};

const FIND: NamedStatement = {
  name: 'staff-order-by-code',
  text: `SELECT ${ORDER_COLUMNS}, o.status, o.cancel_reason FROM orders o WHERE o.code = $1`,
};

// Compare-and-set on the status staff saw: of two clicks at once, the second changes nothing. An
// order that (meanwhile) awaits the customer is not moved either: the check and the change are one.
const CHANGE_STATUS: NamedStatement = {
  name: 'staff-order-status-unless-awaiting',
  text: `UPDATE orders o SET status = $3, cancel_reason = CASE WHEN $3 = 'cancelled' THEN $6::text END, updated_at = now()
 WHERE o.code = $1 AND o.status = $2
   AND NOT (o.status = 'new' AND (o.payment_status = ANY($5::text[]) OR o.confirmation_status = ANY($4::text[])))
 RETURNING o.city_id`,
};

const staffOrderOf = (row: StaffOrderRow): StaffOrder => ({
  order: orderFromRow(row),
  status: row.status,
  cancelReason: row.cancel_reason,
});

/** The staff's side of the orders table (migration 0006's status column); InMemoryStaffOrders behaves the same. */
export class PgStaffOrders implements StaffOrdersPort {
  constructor(private readonly db: Queryable & Pick<Database, 'transaction'>) {}

  async listPage(query: StaffOrdersQuery): Promise<readonly StaffOrder[]> {
    const texts = [query.search?.code ?? null, query.before].filter((text) => text !== null);
    if (!texts.every(isStorableText)) return [];
    const result = await this.db.query<StaffOrderRow>(LIST_PAGE, [
      query.cityId,
      query.group,
      AWAITING_CONFIRMATIONS,
      AWAITING_PAYMENTS,
      query.status,
      query.createdFrom,
      query.createdTo,
      query.search?.code ?? null,
      query.search?.phoneDigits ?? null,
      query.before,
      query.limit,
    ]);
    return result.rows.map(staffOrderOf);
  }

  async findStaffOrder(code: string): Promise<StaffOrder | null> {
    if (!isStorableText(code)) return null;
    const row = (await this.db.query<StaffOrderRow>(FIND, [code])).rows[0];
    return row === undefined ? null : staffOrderOf(row);
  }

  async changeStatus(
    code: string,
    from: OrderStatus,
    to: OrderStatus,
    actor: StaffActor,
    cancelReason: string | null = null,
  ): Promise<boolean> {
    const reason = to === 'cancelled' ? cancelReason : null;
    if (!isStorableText(code) || (reason !== null && !isStorableText(reason))) return false;
    // The change and its line in the change log commit together, or neither does.
    return this.db.transaction(async (tx) => {
      const moved = await tx.query<{ city_id: number }>(CHANGE_STATUS, [
        code,
        from,
        to,
        AWAITING_CONFIRMATIONS,
        AWAITING_PAYMENTS,
        reason,
      ]);
      const row = moved.rows[0];
      if (row === undefined) return false;
      await recordAdminChange(tx, {
        by: actor.by,
        at: actor.at,
        cityId: isCityId(row.city_id) ? row.city_id : null,
        section: 'orders',
        action: 'change-status',
        target: code,
        before: { status: from },
        after: reason === null ? { status: to } : { status: to, reason },
      });
      return true;
    });
  }
}
