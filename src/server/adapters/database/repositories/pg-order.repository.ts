import { kyivInstant } from '../../../../domain/shared/kyiv-time';
import type { OrderConfirmation, OrderRecord } from '../../../application/ports/order-record.types';
import type { MarkPaidOutcome, OrderRepositoryPort, SaveOrderOutcome } from '../../../application/ports/order-repository.port';
import type { NamedStatement, Queryable } from '../database';
import { isStorableText } from './text-value.guard';
import { lineToRow, ORDER_COLUMNS, orderFromRow, type OrderRow } from './pg-order-row.mapper';

// Every statement is named: node-postgres prepares it once per pooled connection, and PostgreSQL
// then skips parsing and planning on the order path (measured: planning cost as much as running).

/*
 * Order, lines (and the SMS code's audit row) are written by ONE statement: a data-modifying CTE inserts the order (or nothing,
 * when its code or idempotency key is taken) and its lines from one jsonb parameter. A single
 * statement is a single transaction, so no reader ever sees an order without its lines, and a
 * crash leaves either both or neither; it also costs one round trip instead of BEGIN/.../COMMIT.
 */
const INSERT_ORDER: NamedStatement = { name: 'order-insert', text: `
WITH inserted AS (
  INSERT INTO orders (
    code, idempotency_key, city_id, language, delivery_type, pay_method, form, customer_name, customer_phone,
    phone_digits, is_autofill, zone, needs_address_check, pickup_point, scheduled_for, coupon_code,
    items_total, delivery_fee, discount, total,
    confirmation_status, confirmation_code_hash, confirmation_code_expires_at, confirmation_attempts,
    confirmation_revision, confirmation_updated_at,
    payment_status, payment_provider_status, paid_at, payment_updated_at, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
          $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $31)
  ON CONFLICT DO NOTHING
  RETURNING id
), lines AS (
  INSERT INTO order_lines (order_id, position, product_id, iiko_id, name, translations, unit_price, modifiers,
                           modifiers_price, count, line_total, is_gift)
  SELECT inserted.id, l.position, p.id, l.iiko_id, l.name, l.translations, l.unit_price, l.modifiers,
         l.modifiers_price, l.count, l.line_total, l.is_gift
  FROM inserted
  CROSS JOIN jsonb_to_recordset($32::jsonb) AS l(position smallint, iiko_id text, name text, translations jsonb,
       unit_price integer, modifiers jsonb, modifiers_price integer, count smallint, line_total integer, is_gift boolean)
  LEFT JOIN products p ON p.iiko_id = l.iiko_id
), sms AS (
  -- The audit row of the SMS code this order starts with (digest only, never the code), in the same
  -- statement: no extra round trip, and never an order with a code but no trail. Written as the code
  -- is issued, just before it is sent; a failed send is in the log (create-order.use-case.ts).
  INSERT INTO sms_codes (order_id, phone_digits, code_hash, sent_at, expires_at)
  SELECT inserted.id, $10, $22, $26, $23 FROM inserted
  WHERE $21 = 'sms-pending' AND $22::text IS NOT NULL
)
SELECT id FROM inserted` };

const FIND_BY_CODE: NamedStatement = { name: 'order-by-code', text: `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.code = $1` };
const FIND_BY_KEY: NamedStatement = { name: 'order-by-key', text: `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.idempotency_key = $1` };

// The partial index orders_trusted_phone_idx answers this without touching other orders.
const HAS_CONFIRMED: NamedStatement = { name: 'order-phone-confirmed', text: `
SELECT EXISTS (
  SELECT 1 FROM orders
  WHERE phone_digits = $1 AND (confirmation_status = 'sms-confirmed' OR payment_status = 'paid')
) AS confirmed` };

// Compare-and-set: the WHERE on the revision is what makes parallel guesses unable to skip the lock.
const REPLACE_CONFIRMATION: NamedStatement = { name: 'order-replace-confirmation', text: `
UPDATE orders SET
  confirmation_status = $3, confirmation_code_hash = $4, confirmation_code_expires_at = $5,
  confirmation_attempts = $6, confirmation_revision = $7, confirmation_updated_at = $8, updated_at = now()
WHERE code = $1 AND confirmation_revision = $2` };

// "Paid once": the WHERE makes the second of two racing callbacks update nothing.
const MARK_PAID: NamedStatement = { name: 'order-mark-paid', text: `
WITH marked AS (
  UPDATE orders SET payment_status = 'paid', payment_provider_status = $2, paid_at = $3,
                    payment_updated_at = $3, updated_at = now()
  WHERE code = $1 AND payment_status <> 'paid'
  RETURNING 1
)
SELECT EXISTS (SELECT 1 FROM marked) AS marked, EXISTS (SELECT 1 FROM orders WHERE code = $1) AS found` };

// A paid order stays paid: a late failure of an earlier attempt must not undo a payment.
const RECORD_ATTEMPT: NamedStatement = { name: 'order-payment-attempt', text: `
UPDATE orders SET payment_status = $2, payment_provider_status = $3, payment_updated_at = $4, updated_at = now()
WHERE code = $1 AND payment_status <> 'paid'` };

/**
 * Orders in PostgreSQL (migration 0006), behaving exactly like InMemoryOrderRepository: the shared
 * contract suite (test/integration/repositories) runs both. The code and the idempotency key are
 * unique in the table, so a race between two equal requests is settled by the database.
 */
export class PgOrderRepository implements OrderRepositoryPort {
  constructor(private readonly db: Queryable) {}

  async save(order: OrderRecord): Promise<SaveOrderOutcome> {
    const inserted = await this.db.query(INSERT_ORDER, insertParams(order));
    // The stored row is exactly this record (the contract suite reads it back), so no re-read.
    if (inserted.rowCount !== 0) return { kind: 'created', order: structuredClone(order) };
    // Nothing written: ON CONFLICT waited for a racing insert to commit, so its row is visible now.
    const earlier = order.idempotencyKey === null ? null : await this.findByIdempotencyKey(order.idempotencyKey);
    return earlier === null ? { kind: 'code-taken' } : { kind: 'duplicate', order: earlier };
  }

  async findByCode(code: string): Promise<OrderRecord | null> {
    if (!isStorableText(code)) return null;
    const result = await this.db.query<OrderRow>(FIND_BY_CODE, [code]);
    const row = result.rows[0];
    return row === undefined ? null : orderFromRow(row);
  }

  async findByIdempotencyKey(key: string): Promise<OrderRecord | null> {
    if (!isStorableText(key)) return null;
    const result = await this.db.query<OrderRow>(FIND_BY_KEY, [key]);
    const row = result.rows[0];
    return row === undefined ? null : orderFromRow(row);
  }

  async hasConfirmedOrderFromPhone(phoneDigits: string): Promise<boolean> {
    if (!isStorableText(phoneDigits)) return false;
    const result = await this.db.query<{ confirmed: boolean }>(HAS_CONFIRMED, [phoneDigits]);
    return result.rows[0]?.confirmed === true;
  }

  async replaceConfirmation(code: string, expectedRevision: number, next: OrderConfirmation): Promise<boolean> {
    if (next.revision !== expectedRevision + 1) {
      throw new Error(`confirmation revision must go from ${expectedRevision} to ${expectedRevision + 1}`);
    }
    if (!isStorableText(code)) return false;
    const result = await this.db.query(REPLACE_CONFIRMATION, [
      code,
      expectedRevision,
      next.status,
      next.codeHash,
      next.codeExpiresAt,
      next.attempts,
      next.revision,
      next.updatedAt,
    ]);
    return result.rowCount === 1;
  }

  async markPaid(code: string, payment: { readonly providerStatus: string; readonly paidAt: Date }): Promise<MarkPaidOutcome> {
    if (!isStorableText(code)) return 'not-found';
    const result = await this.db.query<{ marked: boolean; found: boolean }>(MARK_PAID, [code, payment.providerStatus, payment.paidAt]);
    const row = result.rows[0];
    if (row?.marked === true) return 'marked';
    return row?.found === true ? 'already-paid' : 'not-found';
  }

  async recordPaymentAttempt(
    code: string,
    attempt: { readonly status: 'awaiting' | 'failed'; readonly providerStatus: string; readonly at: Date },
  ): Promise<void> {
    if (!isStorableText(code)) return;
    await this.db.query(RECORD_ATTEMPT, [code, attempt.status, attempt.providerStatus, attempt.at]);
  }
}

const insertParams = (order: OrderRecord): unknown[] => {
  const { form, confirmation, payment, totals } = order;
  return [
    order.code,
    order.idempotencyKey,
    order.cityId,
    order.language,
    form.deliveryType,
    order.payMethod,
    JSON.stringify(form),
    form.name,
    form.phone,
    order.phoneDigits,
    order.isAutofill,
    order.zone,
    order.needsAddressCheck,
    order.pickupPoint === null ? null : JSON.stringify(order.pickupPoint),
    scheduledFor(order),
    order.couponCode,
    totals.orderKopiykas,
    totals.shippingKopiykas,
    totals.discountKopiykas,
    totals.toPayKopiykas,
    confirmation.status,
    confirmation.codeHash,
    confirmation.codeExpiresAt,
    confirmation.attempts,
    confirmation.revision,
    confirmation.updatedAt,
    payment.status,
    payment.providerStatus,
    payment.paidAt,
    payment.updatedAt,
    order.createdAt,
    JSON.stringify(order.lines.map(lineToRow)),
  ];
};

/** For staff lists: a pre-order's Kyiv date and time as an instant; null for "as soon as possible". */
const scheduledFor = (order: OrderRecord): Date | null => {
  if (order.form.deliveryType !== 'pre-order') return null;
  const instant = kyivInstant(order.form.deliveryDate, order.form.deliveryTime);
  return instant.ok ? new Date(instant.value) : null;
};
