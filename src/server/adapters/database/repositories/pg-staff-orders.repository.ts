import type { OrderStatus } from '../../../../domain/order/order-status';
import type { StaffOrder, StaffOrdersPort } from '../../../application/ports/staff-orders.port';
import type { NamedStatement, Queryable } from '../database';
import { ORDER_COLUMNS, orderFromRow, type OrderRow } from './pg-order-row.mapper';
import { isStorableText } from './text-value.guard';

type StaffOrderRow = OrderRow & { status: OrderStatus };

// Newest first by the identity key: the insertion order, without a sort on created_at.
const LIST_RECENT: NamedStatement = {
  name: 'staff-orders-recent',
  text: `SELECT ${ORDER_COLUMNS}, o.status FROM orders o WHERE o.city_id = $1 ORDER BY o.id DESC LIMIT $2`,
};

const FIND: NamedStatement = { name: 'staff-order-by-code', text: `SELECT ${ORDER_COLUMNS}, o.status FROM orders o WHERE o.code = $1` };

// Compare-and-set on the status staff saw: of two clicks at once, the second changes nothing.
const CHANGE_STATUS: NamedStatement = {
  name: 'staff-order-status',
  text: `UPDATE orders SET status = $3, updated_at = now() WHERE code = $1 AND status = $2`,
};

const staffOrderOf = (row: StaffOrderRow): StaffOrder => ({ order: orderFromRow(row), status: row.status });

/** The staff's side of the orders table (migration 0006's status column); InMemoryStaffOrders behaves the same. */
export class PgStaffOrders implements StaffOrdersPort {
  constructor(private readonly db: Queryable) {}

  async listRecent(filter: { readonly cityId: number; readonly limit: number }): Promise<readonly StaffOrder[]> {
    const result = await this.db.query<StaffOrderRow>(LIST_RECENT, [filter.cityId, filter.limit]);
    return result.rows.map(staffOrderOf);
  }

  async findStaffOrder(code: string): Promise<StaffOrder | null> {
    if (!isStorableText(code)) return null;
    const row = (await this.db.query<StaffOrderRow>(FIND, [code])).rows[0];
    return row === undefined ? null : staffOrderOf(row);
  }

  async changeStatus(code: string, from: OrderStatus, to: OrderStatus): Promise<boolean> {
    if (!isStorableText(code)) return false;
    return (await this.db.query(CHANGE_STATUS, [code, from, to])).rowCount === 1;
  }
}
