import type { OrderStatus } from '../../../../domain/order/order-status';
import {
  CUSTOMER_ACTOR,
  type CashSwitch,
  type OrderPaymentChoicePort,
} from '../../../application/ports/order-payment-choice.port';
import type { StaffOrder } from '../../../application/ports/staff-orders.port';
import type { NamedStatement, Queryable } from '../database';
import { ORDER_COLUMNS, orderFromRow, type OrderRow } from './pg-order-row.mapper';
import { isStorableText } from './text-value.guard';

type RowWithStatus = OrderRow & { status: OrderStatus; cancel_reason: string | null };

const FIND: NamedStatement = {
  name: 'order-payment-choice-by-code',
  text: `SELECT ${ORDER_COLUMNS}, o.status, o.cancel_reason FROM orders o WHERE o.code = $1`,
};

/*
 * One statement, so one atomic change: the row is locked, switched only while it is still new,
 * online and unpaid with the confirmation that was read, a new code joins the phone's sent codes,
 * and the change log gets its line. The payment_status change fires the orders trigger (migration
 * 0016), which tells every board on commit.
 */
const SWITCH_TO_CASH: NamedStatement = {
  name: 'order-switch-to-cash',
  text: `
WITH old AS (
  SELECT id, payment_status, confirmation_status FROM orders WHERE code = $1 FOR UPDATE
), switched AS (
  UPDATE orders o SET
    pay_method = 'cash', form = jsonb_set(o.form, '{payMethod}', '"cash"'),
    payment_status = 'not-required', payment_updated_at = $2,
    confirmation_status = $3, confirmation_code_hash = $4, confirmation_code_expires_at = $5,
    confirmation_attempts = $6, confirmation_revision = $7, confirmation_updated_at = $2, updated_at = now()
  FROM old
  WHERE o.id = old.id AND o.status = 'new' AND o.pay_method = 'online'
    AND o.payment_status IN ('awaiting', 'failed') AND o.confirmation_revision = $8
  RETURNING o.id, o.city_id, o.phone_digits, old.payment_status AS was_payment, old.confirmation_status AS was_confirmation
), sent AS (
  INSERT INTO sms_codes (order_id, phone_digits, code_hash, sent_at, expires_at)
  SELECT id, phone_digits, $4::text, $2::timestamptz, $5::timestamptz FROM switched WHERE $4::text IS NOT NULL
), logged AS (
  INSERT INTO admin_audit (at, admin_id, admin_login, city_id, section, action, target, before, after)
  SELECT $2::timestamptz, NULL, $9::text, city_id, 'orders', 'switch-to-cash', $1::text,
         jsonb_build_object('payMethod', 'online', 'paymentStatus', was_payment, 'confirmationStatus', was_confirmation),
         jsonb_build_object('payMethod', 'cash', 'paymentStatus', 'not-required', 'confirmationStatus', $3::text)
  FROM switched
)
SELECT count(*)::int AS n FROM switched`,
};

/** The customer's payment choices on the orders table (migration 0006). */
export class PgOrderPaymentChoice implements OrderPaymentChoicePort {
  constructor(private readonly db: Queryable) {}

  async findWithStatus(code: string): Promise<StaffOrder | null> {
    if (!isStorableText(code)) return null;
    const row = (await this.db.query<RowWithStatus>(FIND, [code])).rows[0];
    return row === undefined ? null : { order: orderFromRow(row), status: row.status, cancelReason: row.cancel_reason };
  }

  async switchToCash(code: string, change: CashSwitch): Promise<boolean> {
    const next = change.confirmation;
    if (next.revision !== change.expectedRevision + 1) {
      throw new Error(
        `confirmation revision must go from ${change.expectedRevision} to ${change.expectedRevision + 1}`,
      );
    }
    if (!isStorableText(code)) return false;
    const result = await this.db.query<{ n: number }>(SWITCH_TO_CASH, [
      code,
      change.at,
      next.status,
      next.codeHash,
      next.codeExpiresAt,
      next.attempts,
      next.revision,
      change.expectedRevision,
      CUSTOMER_ACTOR,
    ]);
    return result.rows[0]?.n === 1;
  }
}
