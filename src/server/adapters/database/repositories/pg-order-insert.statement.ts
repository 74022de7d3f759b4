import { kyivInstant } from '../../../../domain/shared/kyiv-time';
import type { OrderRecord } from '../../../application/ports/order-record.types';
import type { NamedStatement, Queryable } from '../database';
import { lineToRow } from './pg-order-row.mapper';

/*
 * Any number of orders, with their lines and the audit rows of their first SMS codes, written by ONE
 * statement from one jsonb parameter. One statement is one transaction: no reader ever sees an order
 * without its lines, and a crash leaves all of it or none. An order whose code or idempotency key is
 * taken is skipped (ON CONFLICT DO NOTHING, also against an earlier order of the same batch); the
 * statement answers the codes it did write. Lines and SMS rows find their order by code, so codes
 * must be distinct within one call (insertOrders sees to it).
 *
 * An order with a coupon takes one of the coupon's uses in the same statement. The coupons named in
 * the batch are locked (FOR UPDATE, in id order so two batches never deadlock); under READ
 * COMMITTED the lock waits for a racing order's commit and then reads the count it left. Orders are
 * admitted in batch order while uses remain, the rest are refused and not written, and times_used
 * grows by the orders actually written. So a coupon limited to one use gives one discount however
 * many orders race for it, across batches and across shop instances. (An admitted order skipped
 * for a taken code or key uses nothing, so in that rare case a later order of the batch may be
 * refused while a use remains: never more uses than the limit, at worst one fewer.)
 */
const INSERT_ORDERS: NamedStatement = {
  name: 'orders-insert',
  text: `
WITH input AS (
  SELECT * FROM jsonb_to_recordset($1::jsonb) AS o(
    code text, idempotency_key text, city_id smallint, language text, delivery_type text, pay_method text,
    form jsonb, customer_name text, customer_phone text, phone_digits text, is_autofill boolean, zone text,
    needs_address_check boolean, pickup_point jsonb, scheduled_for timestamptz, coupon_code text,
    items_total integer, delivery_fee integer, discount integer, total integer,
    confirmation_status text, confirmation_code_hash text, confirmation_code_expires_at timestamptz,
    confirmation_attempts smallint, confirmation_revision integer, confirmation_updated_at timestamptz,
    payment_status text, payment_provider_status text, paid_at timestamptz, payment_updated_at timestamptz,
    created_at timestamptz, lines jsonb, batch_position integer)
), locked AS MATERIALIZED (
  SELECT c.id, c.code, c.usage_limit, c.times_used
  FROM coupons c
  WHERE c.code IN (SELECT coupon_code FROM input WHERE coupon_code IS NOT NULL)
  ORDER BY c.id
  FOR UPDATE
), refused AS (
  -- Orders beyond the uses left; a coupon without a limit (or deleted since) refuses none.
  SELECT ranked.code FROM (
    SELECT input.code, input.coupon_code,
           row_number() OVER (PARTITION BY input.coupon_code ORDER BY input.batch_position) AS rank
    FROM input WHERE input.coupon_code IS NOT NULL
  ) ranked
  JOIN locked ON locked.code = ranked.coupon_code
  WHERE locked.usage_limit IS NOT NULL AND ranked.rank > locked.usage_limit - locked.times_used
), inserted AS (
  INSERT INTO orders (
    code, idempotency_key, city_id, language, delivery_type, pay_method, form, customer_name, customer_phone,
    phone_digits, is_autofill, zone, needs_address_check, pickup_point, scheduled_for, coupon_code,
    items_total, delivery_fee, discount, total,
    confirmation_status, confirmation_code_hash, confirmation_code_expires_at, confirmation_attempts,
    confirmation_revision, confirmation_updated_at,
    payment_status, payment_provider_status, paid_at, payment_updated_at, created_at, updated_at)
  SELECT code, idempotency_key, city_id, language, delivery_type, pay_method, form, customer_name, customer_phone,
    phone_digits, is_autofill, zone, needs_address_check, pickup_point, scheduled_for, coupon_code,
    items_total, delivery_fee, discount, total,
    confirmation_status, confirmation_code_hash, confirmation_code_expires_at, confirmation_attempts,
    confirmation_revision, confirmation_updated_at,
    payment_status, payment_provider_status, paid_at, payment_updated_at, created_at, created_at
  FROM input
  WHERE input.code NOT IN (SELECT code FROM refused)
  ON CONFLICT DO NOTHING
  RETURNING id, code, coupon_code
), used AS (
  UPDATE coupons c SET times_used = locked.times_used + counted.n
  FROM locked
  JOIN (SELECT coupon_code, count(*)::int AS n FROM inserted WHERE coupon_code IS NOT NULL GROUP BY coupon_code) counted
    ON counted.coupon_code = locked.code
  WHERE c.id = locked.id
), lines AS (
  INSERT INTO order_lines (order_id, position, product_id, iiko_id, name, translations, unit_price, modifiers,
                           modifiers_price, count, line_total, is_gift)
  SELECT inserted.id, l.position, p.id, l.iiko_id, l.name, l.translations, l.unit_price, l.modifiers,
         l.modifiers_price, l.count, l.line_total, l.is_gift
  FROM inserted
  JOIN input ON input.code = inserted.code
  CROSS JOIN jsonb_to_recordset(input.lines) AS l(position smallint, iiko_id text, name text, translations jsonb,
       unit_price integer, modifiers jsonb, modifiers_price integer, count smallint, line_total integer, is_gift boolean)
  LEFT JOIN products p ON p.iiko_id = l.iiko_id
), sms AS (
  -- The audit row of the SMS code an order starts with (digest only, never the code): no extra
  -- round trip, and never an order with a code but no trail. Written as the code is issued, just
  -- before it is sent; a failed send is in the log (create-order.use-case.ts).
  INSERT INTO sms_codes (order_id, phone_digits, code_hash, sent_at, expires_at)
  SELECT inserted.id, input.phone_digits, input.confirmation_code_hash, input.confirmation_updated_at,
         input.confirmation_code_expires_at
  FROM inserted
  JOIN input ON input.code = inserted.code
  WHERE input.confirmation_status = 'sms-pending' AND input.confirmation_code_hash IS NOT NULL
)
SELECT code, 'written' AS outcome FROM inserted
UNION ALL
SELECT code, 'coupon-used-up' FROM refused`,
};

/**
 * What became of an order: written; skipped because its code or idempotency key was taken (by an
 * earlier order or by one before it in the same call); or refused because its coupon had no use left.
 */
export type OrderInsertOutcome = 'written' | 'skipped' | 'coupon-used-up';

/** Writes the orders; answers each one's outcome, in the given order. */
export const insertOrders = async (db: Queryable, orders: readonly OrderRecord[]): Promise<OrderInsertOutcome[]> => {
  const outcomes = new Map<OrderRecord, OrderInsertOutcome>();
  // Codes collide with a chance of about n/2^50; a repeated code waits for the next statement, where
  // it meets the first holder's row and is skipped like any taken code.
  let rest = orders;
  while (rest.length > 0) {
    const { distinct, repeated } = splitByCode(rest);
    const rows = distinct.map((order, batchPosition) => insertRowOf(order, batchPosition));
    const result = await db.query<{ code: string; outcome: OrderInsertOutcome }>(INSERT_ORDERS, [JSON.stringify(rows)]);
    const byCode = new Map(result.rows.map((row) => [row.code, row.outcome]));
    for (const order of distinct) outcomes.set(order, byCode.get(order.code) ?? 'skipped');
    rest = repeated;
  }
  return orders.map((order) => outcomes.get(order) ?? 'skipped');
};

const splitByCode = (orders: readonly OrderRecord[]) => {
  const seen = new Set<string>();
  const distinct: OrderRecord[] = [];
  const repeated: OrderRecord[] = [];
  for (const order of orders) {
    if (seen.has(order.code)) repeated.push(order);
    else {
      seen.add(order.code);
      distinct.push(order);
    }
  }
  return { distinct, repeated };
};

const insertRowOf = (order: OrderRecord, batchPosition: number) => {
  const { form, confirmation, payment, totals } = order;
  return {
    code: order.code,
    idempotency_key: order.idempotencyKey,
    city_id: order.cityId,
    language: order.language,
    delivery_type: form.deliveryType,
    pay_method: order.payMethod,
    form,
    customer_name: form.name,
    customer_phone: form.phone,
    phone_digits: order.phoneDigits,
    is_autofill: order.isAutofill,
    zone: order.zone,
    needs_address_check: order.needsAddressCheck,
    pickup_point: order.pickupPoint,
    scheduled_for: scheduledFor(order),
    coupon_code: order.couponCode,
    items_total: totals.orderKopiykas,
    delivery_fee: totals.shippingKopiykas,
    discount: totals.discountKopiykas,
    total: totals.toPayKopiykas,
    confirmation_status: confirmation.status,
    confirmation_code_hash: confirmation.codeHash,
    confirmation_code_expires_at: confirmation.codeExpiresAt,
    confirmation_attempts: confirmation.attempts,
    confirmation_revision: confirmation.revision,
    confirmation_updated_at: confirmation.updatedAt,
    payment_status: payment.status,
    payment_provider_status: payment.providerStatus,
    paid_at: payment.paidAt,
    payment_updated_at: payment.updatedAt,
    created_at: order.createdAt,
    lines: order.lines.map(lineToRow),
    batch_position: batchPosition,
  };
};

/** For staff lists: a pre-order's Kyiv date and time as an instant; null for "as soon as possible". */
const scheduledFor = (order: OrderRecord): Date | null => {
  if (order.form.deliveryType !== 'pre-order') return null;
  const instant = kyivInstant(order.form.deliveryDate, order.form.deliveryTime);
  return instant.ok ? new Date(instant.value) : null;
};
