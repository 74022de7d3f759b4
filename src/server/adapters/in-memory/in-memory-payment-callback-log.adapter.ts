import type {
  PaymentCallbackLogEntry,
  PaymentCallbackLogPort,
} from '../../application/ports/payment-callback-log.port';

/** The payments audit kept in a list, for unit tests and in-process demos. */
export class InMemoryPaymentCallbackLog implements PaymentCallbackLogPort {
  readonly entries: PaymentCallbackLogEntry[] = [];

  async record(entry: PaymentCallbackLogEntry): Promise<void> {
    this.entries.push(structuredClone(entry));
  }
}
