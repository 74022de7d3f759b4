import type {
  PaymentCallbackLogEntry,
  PaymentCallbackLogPort,
} from '../../../application/ports/payment-callback-log.port';
import type { NamedStatement, Queryable } from '../database';

// The order is found by its code in the same statement (NULL when none has it: the row is still
// written, since a callback for an unknown order is exactly what an audit must show).
const INSERT: NamedStatement = {
  name: 'payment-callback-log',
  text: `
INSERT INTO payments (order_id, provider, provider_order_id, provider_payment_id, status, amount, data, signature,
                      signature_valid, payload, received_at)
VALUES ((SELECT id FROM orders WHERE code = $1), $2, $1, $3, $4, $5, $6, $7, $8, $9, $10)`,
};

/** PostgreSQL text cannot hold U+0000: such a byte in a posted field is dropped, not the whole row. */
const storable = (value: string): string => value.replaceAll('\u0000', '');
const storableOrNull = (value: string | null): string | null => (value === null ? null : storable(value));

/** Writes every payment callback into the payments table (migration 0006). */
export class PgPaymentCallbackLog implements PaymentCallbackLogPort {
  constructor(private readonly db: Queryable) {}

  async record(entry: PaymentCallbackLogEntry): Promise<void> {
    const amount =
      entry.amountKopiykas !== null && Number.isSafeInteger(entry.amountKopiykas) && entry.amountKopiykas >= 0
        ? entry.amountKopiykas
        : null;
    await this.db.query(INSERT, [
      storableOrNull(entry.orderCode),
      entry.provider,
      storableOrNull(entry.paymentId),
      storable(entry.status),
      amount,
      storable(entry.data),
      storable(entry.signature),
      entry.signatureValid,
      // The outcome has no column of its own; payload is the row's free-form part.
      JSON.stringify({ outcome: storable(entry.outcome) }),
      entry.receivedAt,
    ]);
  }
}
