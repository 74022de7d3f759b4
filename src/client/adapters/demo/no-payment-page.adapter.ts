import type { LoggerPort } from '../../application/ports/logger.port';
import type { PaymentForm, PaymentRedirectPort } from '../../application/ports/payment-redirect.port';

/**
 * The demo has no payment page to send a customer to: its order API offers and takes no online
 * payment, so this is never asked to leave. Were it asked, the page stays and the log says why.
 */
export class NoPaymentPage implements PaymentRedirectPort {
  constructor(private readonly logger: LoggerPort) {}

  submit(form: PaymentForm): void {
    this.logger.warn('the demo has no payment page to go to', { action: form.action });
  }
}
