/** Where the stand-in's checkout form posts: a page of the shop itself, so the flow works offline. */
export const TEST_PAYMENT_PAGE_PATH = '/api/payments/test-page';
/** Where the test page's Pay / Decline buttons post; the route verifies and redirects to result_url. */
export const TEST_PAYMENT_CALLBACK_PATH = '/api/payments/test-callback';
/** Stands where LiqPay's public key would be, so the stand-in's data is never mistaken for LiqPay's. */
export const TEST_PAYMENT_PUBLIC_KEY = 'test-payment';
/** The statuses the two buttons produce, LiqPay's own words so one outcome rule serves both. */
export const TEST_PAYMENT_STATUS = { pay: 'success', decline: 'failure' } as const;
export type TestPaymentDecision = keyof typeof TEST_PAYMENT_STATUS;
