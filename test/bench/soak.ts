import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/server/adapters/database/database';
import { BROWSER_GET_HEADERS, JSON_HEADERS, orderCreateBody } from './bench-requests';

/*
 * The soak: simulated customers browse and order for a while, each from an address of its own (named
 * in X-Forwarded-For to the shop, which trusts the bench as its proxy), against one instance or
 * spread over several on one database. A customer reads the menu, checks the cart's prices, places
 * an order with its idempotency key (retrying with the same key when the answer is lost), reads the
 * order back and pauses, as a person would, then starts again. Afterwards every acknowledged order
 * must be in the database.
 */

export interface SoakSpec {
  readonly name: string;
  /** The instances' base URLs; customer n uses instance n mod length. */
  readonly instances: readonly string[];
  readonly customers: number;
  readonly seconds: number;
  /** Where the customers' addresses and phones start, so separate soaks never share them. */
  readonly firstCustomer: number;
  /** The shop's database, to look for every acknowledged order. */
  readonly database: Database;
}

type Step = 'menu' | 'prices' | 'order' | 'lookup';
const STEPS: readonly Step[] = ['menu', 'prices', 'order', 'lookup'];

export interface SoakResult {
  readonly name: string;
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly ordersAcknowledged: number;
  readonly ordersPerSecond: number;
  /** Answers other than 2xx and the limits' intended 429, and failed connections. */
  readonly errors: number;
  readonly firstError: string | null;
  readonly limited: number;
  readonly lostOrders: number;
  readonly latency: Readonly<Record<Step, { readonly p50Ms: number; readonly p99Ms: number }>>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};

const addressOf = (customer: number): string =>
  `10.${200 + ((customer >> 16) & 31)}.${(customer >> 8) & 255}.${customer & 255}`;

export const runSoak = async (spec: SoakSpec): Promise<SoakResult> => {
  const latencies: Record<Step, number[]> = { menu: [], prices: [], order: [], lookup: [] };
  const acknowledged: string[] = [];
  let requests = 0;
  let errors = 0;
  let limited = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + spec.seconds * 1_000;

  const send = async (
    step: Step,
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; body: unknown } | null> => {
    const before = performance.now();
    requests += 1;
    try {
      const response = await fetch(url, init);
      const text = await response.text();
      latencies[step].push(performance.now() - before);
      if (response.status === 429) limited += 1;
      else if (response.status >= 300) {
        errors += 1;
        firstError ??= `${step}: ${response.status} ${text.slice(0, 200)}`;
      }
      return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
    } catch (error) {
      errors += 1;
      firstError ??= `${step}: ${String(error)}`;
      return null;
    }
  };

  const customer = async (number: number): Promise<void> => {
    const id = spec.firstCustomer + number;
    const base = spec.instances[number % spec.instances.length] as string;
    const headers = { 'x-forwarded-for': addressOf(id) };
    let visit = 0;
    // Customers arrive over the first seconds rather than all at once.
    await sleep(Math.random() * 3_000);
    while (performance.now() < deadline) {
      visit += 1;
      await send('menu', `${base}/api/menu?cityId=1`, { headers: { ...BROWSER_GET_HEADERS, ...headers } });
      await sleep(300 + Math.random() * 700);
      const order = JSON.parse(orderCreateBody(id * 100 + visit)) as { items: unknown[] };
      await send('prices', `${base}/api/cart/check-prices`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, ...headers },
        body: JSON.stringify({ cartItems: order.items, cityId: 1 }),
      });
      await sleep(300 + Math.random() * 700);
      const key = randomUUID();
      const body = JSON.stringify({ ...order, orderId: key });
      let placed: { status: number; body: unknown } | null = null;
      // A lost answer is retried with the same key, as the storefront does: never a second order.
      for (let attempt = 0; attempt < 3 && placed === null; attempt++) {
        placed = await send('order', `${base}/api/order/create`, {
          method: 'POST',
          headers: { ...JSON_HEADERS, ...headers },
          body,
        });
      }
      const code = placed?.status === 200 ? (placed.body as { orderId?: string }).orderId : undefined;
      if (code !== undefined) {
        acknowledged.push(code);
        await send('lookup', `${base}/api/order/${code}`, { headers: { accept: 'application/json', ...headers } });
      }
      await sleep(1_000 + Math.random() * 2_000);
    }
  };

  await Promise.all(Array.from({ length: spec.customers }, (_, number) => customer(number)));
  const elapsedS = (performance.now() - started) / 1_000;
  // A retried request is answered its first order's code again: one order, counted once.
  const distinctCodes = [...new Set(acknowledged)];
  const found = await spec.database.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE code = ANY($1)', [
    distinctCodes,
  ]);
  const latency = Object.fromEntries(
    STEPS.map((step) => [step, { p50Ms: percentile(latencies[step], 50), p99Ms: percentile(latencies[step], 99) }]),
  ) as SoakResult['latency'];
  return {
    name: spec.name,
    requests,
    requestsPerSecond: requests / elapsedS,
    ordersAcknowledged: acknowledged.length,
    ordersPerSecond: acknowledged.length / elapsedS,
    errors,
    firstError,
    limited,
    lostOrders: distinctCodes.length - (found.rows[0]?.n ?? 0),
    latency,
  };
};

export const soakRows = (result: SoakResult): string =>
  [
    `${result.name}: ${result.requests} requests (${result.requestsPerSecond.toFixed(0)}/s), ${result.ordersAcknowledged} orders (${result.ordersPerSecond.toFixed(1)}/s), ` +
      `${result.errors} errors, ${result.limited} answered 429, ${result.lostOrders} orders lost`,
    ...STEPS.map(
      (step) =>
        `    ${step.padEnd(7)} p50 ${result.latency[step].p50Ms.toFixed(1)} ms, p99 ${result.latency[step].p99Ms.toFixed(1)} ms`,
    ),
    ...(result.firstError === null ? [] : [`    first error: ${result.firstError}`]),
  ].join('\n');
