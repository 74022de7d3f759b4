import type { ZoneColor } from '../../../domain/delivery-zone/zone-color';
import type { OrderForm, PayMethod, SelfPickupPoint } from '../../../domain/order/order-form';
import type { Kopiykas } from '../../../domain/shared/money';
import type { Locale, Translated } from '../../../domain/shared/locale';
import type { OrderConfirmationStatus, OrderPaymentStatus } from '../../../domain/shop-api/ordering.contract';

/** A modifier of a stored line, priced as the server priced it when the order was placed. */
export interface StoredOrderLineModifier {
  readonly productId: string;
  /** The kitchen's name (Ukrainian); `translation` has the customer's languages, absent on orders placed before it was kept. */
  readonly name: string;
  readonly translation?: Partial<Translated>;
  readonly productGroupId?: string;
  readonly priceKopiykas: Kopiykas;
}

/** One line as ordered: a snapshot, so later menu edits never change a placed order. */
export interface StoredOrderLine {
  readonly productId: string;
  readonly name: string;
  readonly translation: Partial<Translated>;
  readonly count: number;
  readonly unitPriceKopiykas: Kopiykas;
  readonly modifiers: readonly StoredOrderLineModifier[];
  /** (unit + modifiers) × count; 0 for a coupon gift. */
  readonly lineTotalKopiykas: Kopiykas;
  readonly isGift: boolean;
}

export interface StoredOrderTotals {
  readonly orderKopiykas: Kopiykas;
  readonly shippingKopiykas: Kopiykas;
  readonly discountKopiykas: Kopiykas;
  readonly toPayKopiykas: Kopiykas;
}

/** The statuses of the API contract (OrderConfirmationStatus), as stored. */
export type ConfirmationStatus = OrderConfirmationStatus;

export interface OrderConfirmation {
  readonly status: ConfirmationStatus;
  /** Keyed digest of `${orderCode}:${code}`; null once no code can be entered any more. */
  readonly codeHash: string | null;
  readonly codeExpiresAt: Date | null;
  /** Wrong codes entered so far. */
  readonly attempts: number;
  /** Grows with every change: updates are compare-and-set, so parallel guesses cannot skip the lock. */
  readonly revision: number;
  readonly updatedAt: Date;
}

/** not-required: not an online order; awaiting: form issued, no final answer yet. */
/** The payment statuses of the API contract, as stored. */
export type PaymentStatus = OrderPaymentStatus;

export interface OrderPayment {
  readonly status: PaymentStatus;
  /** The provider's last status word ('success', 'failure', 'processing', ...), for staff. */
  readonly providerStatus: string | null;
  readonly paidAt: Date | null;
  readonly updatedAt: Date;
}

/** Everything stored about an order, written in one transaction with its lines. */
export interface OrderRecord {
  /** Short, unguessable, unique: the public id. */
  readonly code: string;
  /** The browser's orderId; the same key twice means the same order. */
  readonly idempotencyKey: string | null;
  readonly cityId: number;
  readonly createdAt: Date;
  readonly language: Locale;
  /** The form as accepted: masked phone, the server's coupon code, sticks checked. */
  readonly form: OrderForm;
  /** National digits of the phone ('0671234567'): what "the same customer" is keyed on. */
  readonly phoneDigits: string;
  readonly payMethod: PayMethod;
  readonly isAutofill: boolean;
  readonly lines: readonly StoredOrderLine[];
  readonly totals: StoredOrderTotals;
  /** The applied coupon's code, or null. */
  readonly couponCode: string | null;
  /** null for self-pickup, out of zones, or an address that could not be placed. */
  readonly zone: ZoneColor | null;
  /** A delivery address outside every zone: the operator clarifies whether and how it is delivered. */
  readonly needsAddressCheck: boolean;
  /** The pickup point as it was when ordered (self-pickup only). */
  readonly pickupPoint: SelfPickupPoint | null;
  readonly confirmation: OrderConfirmation;
  readonly payment: OrderPayment;
}
