import type { Kopiykas } from '../../../domain/shared/money';
import type { LiqpayLanguage } from '../liqpay/liqpay-language';

/** A checkout the shop itself issued and signed: what the test payment page shows and settles. */
export interface TestCheckout {
  readonly orderId: string;
  readonly amountKopiykas: Kopiykas;
  readonly description: string;
  readonly language: LiqpayLanguage;
  readonly resultUrl: string;
}

/** A {data, signature} pair as a hidden form carries it. */
export interface SignedTestForm {
  readonly data: string;
  readonly signature: string;
}
