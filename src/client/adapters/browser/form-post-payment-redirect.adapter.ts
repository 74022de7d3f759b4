import type { PaymentForm, PaymentRedirectPort } from '../../application/ports/payment-redirect.port';

/**
 * LiqPay's checkout takes a form POST of {data, signature}: a hidden form is built and submitted,
 * the way the original shop's hidden payment button did it. The browser leaves the shop here.
 */
export class FormPostPaymentRedirect implements PaymentRedirectPort {
  constructor(private readonly doc: Document = document) {}

  submit(form: PaymentForm): void {
    const element = this.doc.createElement('form');
    element.method = 'POST';
    element.action = form.action;
    element.acceptCharset = 'utf-8';
    element.hidden = true;
    for (const [name, value] of [
      ['data', form.data],
      ['signature', form.signature],
    ] as const) {
      const input = this.doc.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      element.append(input);
    }
    this.doc.body.append(element);
    element.submit();
  }
}
