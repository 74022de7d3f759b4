import type {
  PaymentForm,
  PaymentRedirectPort,
} from '../../../../../src/client/application/ports/payment-redirect.port';

/** Remembers the forms it was asked to post instead of leaving the page. */
export class RecordingPaymentRedirect implements PaymentRedirectPort {
  readonly submitted: PaymentForm[] = [];

  submit(form: PaymentForm): void {
    this.submitted.push(form);
  }
}
