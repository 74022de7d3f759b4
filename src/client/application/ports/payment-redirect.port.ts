/** The signed checkout form POST /order/create answers for online payment. */
export interface PaymentForm {
  readonly action: string;
  readonly data: string;
  readonly signature: string;
}

/** Leaves the shop for the payment page (LiqPay or the built-in test page) with a form POST. */
export interface PaymentRedirectPort {
  submit(form: PaymentForm): void;
}
