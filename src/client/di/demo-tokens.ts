/** Bindings only the demo's adapters share (demo-adapters.binding.ts, admin-adapters.demo.ts). */
export const DEMO_TOKENS = {
  /** The demo order book: the orders the storefront places and the admin board moves. */
  OrderBook: Symbol('DemoOrderBook'),
} as const;
