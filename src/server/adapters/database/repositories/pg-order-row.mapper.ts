import type { ZoneColor } from '../../../../domain/delivery-zone/zone-color';
import type { OrderForm, PayMethod, SelfPickupPoint } from '../../../../domain/order/order-form';
import type { Locale } from '../../../../domain/shared/locale';
import type {
  ConfirmationStatus,
  OrderRecord,
  PaymentStatus,
  StoredOrderLine,
  StoredOrderLineModifier,
} from '../../../application/ports/order-record.types';

/** An orders row as the repository selects it, with its lines aggregated into one jsonb column. */
export interface OrderRow {
  code: string;
  idempotency_key: string | null;
  city_id: number;
  created_at: Date;
  language: Locale;
  form: OrderForm;
  phone_digits: string;
  pay_method: PayMethod;
  is_autofill: boolean;
  coupon_code: string | null;
  zone: ZoneColor | null;
  needs_address_check: boolean;
  pickup_point: SelfPickupPoint | null;
  items_total: number;
  delivery_fee: number;
  discount: number;
  total: number;
  confirmation_status: ConfirmationStatus;
  confirmation_code_hash: string | null;
  confirmation_code_expires_at: Date | null;
  confirmation_attempts: number;
  confirmation_revision: number;
  confirmation_updated_at: Date;
  payment_status: PaymentStatus;
  payment_provider_status: string | null;
  paid_at: Date | null;
  payment_updated_at: Date;
  lines: LineJson[];
}

/** One order_lines row as jsonb_build_object writes it (see ORDER_COLUMNS). */
export interface LineJson {
  productId: string;
  name: string;
  translation: StoredOrderLine['translation'];
  count: number;
  unitPriceKopiykas: number;
  modifiers: StoredOrderLineModifier[];
  lineTotalKopiykas: number;
  isGift: boolean;
}

/** The select list every read uses: one row per order, lines in their original order. */
export const ORDER_COLUMNS = `
  o.code, o.idempotency_key, o.city_id, o.created_at, o.language, o.form, o.phone_digits, o.pay_method,
  o.is_autofill, o.coupon_code, o.zone, o.needs_address_check, o.pickup_point,
  o.items_total, o.delivery_fee, o.discount, o.total,
  o.confirmation_status, o.confirmation_code_hash, o.confirmation_code_expires_at, o.confirmation_attempts,
  o.confirmation_revision, o.confirmation_updated_at,
  o.payment_status, o.payment_provider_status, o.paid_at, o.payment_updated_at,
  COALESCE((
    SELECT jsonb_agg(jsonb_build_object(
      'productId', l.iiko_id, 'name', l.name, 'translation', l.translations, 'count', l.count,
      'unitPriceKopiykas', l.unit_price, 'modifiers', l.modifiers, 'lineTotalKopiykas', l.line_total,
      'isGift', l.is_gift) ORDER BY l.position)
    FROM order_lines l WHERE l.order_id = o.id
  ), '[]'::jsonb) AS lines`;

export const orderFromRow = (row: OrderRow): OrderRecord => ({
  code: row.code,
  idempotencyKey: row.idempotency_key,
  cityId: row.city_id,
  createdAt: row.created_at,
  language: row.language,
  form: row.form,
  phoneDigits: row.phone_digits,
  payMethod: row.pay_method,
  isAutofill: row.is_autofill,
  lines: row.lines.map(lineFromJson),
  totals: {
    orderKopiykas: row.items_total,
    shippingKopiykas: row.delivery_fee,
    discountKopiykas: row.discount,
    toPayKopiykas: row.total,
  },
  couponCode: row.coupon_code,
  zone: row.zone,
  needsAddressCheck: row.needs_address_check,
  pickupPoint: row.pickup_point,
  confirmation: {
    status: row.confirmation_status,
    codeHash: row.confirmation_code_hash,
    codeExpiresAt: row.confirmation_code_expires_at,
    attempts: row.confirmation_attempts,
    revision: row.confirmation_revision,
    updatedAt: row.confirmation_updated_at,
  },
  payment: {
    status: row.payment_status,
    providerStatus: row.payment_provider_status,
    paidAt: row.paid_at,
    updatedAt: row.payment_updated_at,
  },
});

const lineFromJson = (line: LineJson): StoredOrderLine => ({
  productId: line.productId,
  name: line.name,
  translation: line.translation,
  count: line.count,
  unitPriceKopiykas: line.unitPriceKopiykas,
  modifiers: line.modifiers.map((modifier) => ({
    productId: modifier.productId,
    name: modifier.name,
    ...(modifier.translation === undefined ? {} : { translation: modifier.translation }),
    ...(modifier.productGroupId === undefined ? {} : { productGroupId: modifier.productGroupId }),
    priceKopiykas: modifier.priceKopiykas,
  })),
  lineTotalKopiykas: line.lineTotalKopiykas,
  isGift: line.isGift,
});

/** A line as the jsonb_to_recordset of the insert reads it: the order_lines columns. */
export const lineToRow = (line: StoredOrderLine, position: number) => ({
  position,
  iiko_id: line.productId,
  name: line.name,
  translations: line.translation,
  unit_price: line.unitPriceKopiykas,
  modifiers: line.modifiers,
  // The table checks line_total = (unit + modifiers) × count; the mapper derives the sum it needs.
  modifiers_price: line.modifiers.reduce((sum, modifier) => sum + modifier.priceKopiykas, 0),
  count: line.count,
  line_total: line.lineTotalKopiykas,
  is_gift: line.isGift,
});
