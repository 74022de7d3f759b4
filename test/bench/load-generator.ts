import { Pool } from 'undici';

export interface LoadSpec {
  readonly name: string;
  readonly baseUrl: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Headers per request; `client` is the virtual client's number (0 … concurrency - 1). */
  readonly headers?: (client: number) => Record<string, string>;
  /** A body per request (`index` counts from 0 over the whole run); none for GET. */
  readonly body?: (index: number, client: number) => string;
  readonly concurrency: number;
  /** Upper bound on requests; the run also stops at maxDurationMs, whichever comes first. */
  readonly requests: number;
  readonly maxDurationMs: number;
  /** Statuses that count as success (others are counted as errors, not timed out of the results). */
  readonly okStatuses?: readonly number[];
  /**
   * Open loop: requests leave at this steady rate (a clock, not the answers, sets the pace), with
   * at most `concurrency` in flight. Without it the loop is closed: each client sends again at once.
   */
  readonly ratePerSecond?: number;
}

export interface LoadResult {
  readonly name: string;
  readonly concurrency: number;
  readonly completed: number;
  readonly errors: number;
  readonly firstError: string | null;
  readonly elapsedMs: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0);

/**
 * One request on a kept-alive connection of the pool; resolves with the status, and the body text
 * only when the status is unexpected. The client shares the machine's two cores with the shop and
 * its database, so it must cost as little as it can: undici's dispatch with a handler that drops
 * the body's chunks as they come (no stream, no decoding) costs a fraction of node:http's request.
 */
const send = (pool: Pool, path: string, method: 'GET' | 'POST', headers: Record<string, string>, body: string | undefined, ok: ReadonlySet<number>) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    let status = 0;
    const kept: Buffer[] = [];
    pool.dispatch(
      { path, method, headers, ...(body === undefined ? {} : { body }) },
      {
        onConnect: () => undefined,
        onHeaders: (statusCode) => {
          status = statusCode;
          return true;
        },
        onData: (chunk) => {
          if (!ok.has(status)) kept.push(chunk);
          return true;
        },
        onComplete: () => resolve({ status, text: kept.length === 0 ? '' : Buffer.concat(kept).toString('utf8') }),
        onError: reject,
      },
    );
  });

/**
 * An autocannon-like closed loop over undici's keep-alive pool: `concurrency` virtual
 * clients each send their next request as soon as the previous answer arrived, until the request
 * budget or the time budget is spent. Every request's latency is taken with process.hrtime.bigint.
 */
export const runLoad = async (spec: LoadSpec): Promise<LoadResult> => {
  const url = new URL(spec.path, spec.baseUrl);
  const pool = new Pool(url.origin, { connections: spec.concurrency, pipelining: 1 });
  const path = `${url.pathname}${url.search}`;
  const ok = new Set(spec.okStatuses ?? [200]);
  const latencies = new Float64Array(spec.requests);
  let issued = 0;
  let completed = 0;
  let errors = 0;
  let firstError: string | null = null;
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(spec.maxDurationMs) * 1_000_000n;

  const client = async (number: number): Promise<void> => {
    const headers = spec.headers?.(number) ?? {};
    while (issued < spec.requests && process.hrtime.bigint() < deadline) {
      const index = issued++;
      if (spec.ratePerSecond !== undefined) {
        const due = started + BigInt(Math.round((index * 1e9) / spec.ratePerSecond));
        const waitMs = Number(due - process.hrtime.bigint()) / 1e6;
        if (waitMs > 0) await sleep(waitMs);
      }
      const body = spec.body?.(index, number);
      const before = process.hrtime.bigint();
      try {
        const answer = await send(pool, path, spec.method, headers, body, ok);
        if (!ok.has(answer.status)) {
          errors += 1;
          firstError ??= `${answer.status} ${answer.text.slice(0, 200)}`;
        }
      } catch (error) {
        errors += 1;
        firstError ??= String(error);
      }
      latencies[completed++] = Number(process.hrtime.bigint() - before) / 1e6;
    }
  };

  await Promise.all(Array.from({ length: spec.concurrency }, (_, number) => client(number)));
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  await pool.destroy();
  const sorted = latencies.slice(0, completed).sort();
  return {
    name: spec.name,
    concurrency: spec.concurrency,
    completed,
    errors,
    firstError,
    elapsedMs,
    requestsPerSecond: (completed / elapsedMs) * 1_000,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length === 0 ? 0 : (sorted[sorted.length - 1] ?? 0),
  };
};
