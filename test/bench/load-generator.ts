import { KeepAliveConnection, requestBytes } from './keep-alive-connection';

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
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0);

/**
 * An autocannon-like closed loop: `concurrency` virtual clients, each on its own kept-alive
 * connection (keep-alive-connection.ts), each sending its next request as soon as the previous
 * answer arrived, until the request budget or the time budget is spent. Every request's latency is
 * taken with process.hrtime.bigint.
 */
export const runLoad = async (spec: LoadSpec): Promise<LoadResult> => {
  const url = new URL(spec.path, spec.baseUrl);
  const path = `${url.pathname}${url.search}`;
  const ok = new Set(spec.okStatuses ?? [200]);
  const connections = Array.from(
    { length: spec.concurrency },
    () => new KeepAliveConnection(url.hostname, Number(url.port || 80), ok),
  );
  const latencies = new Float64Array(spec.requests);
  let issued = 0;
  let completed = 0;
  let errors = 0;
  let firstError: string | null = null;
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(spec.maxDurationMs) * 1_000_000n;

  const client = async (number: number): Promise<void> => {
    const headers = spec.headers?.(number) ?? {};
    const connection = connections[number] as KeepAliveConnection;
    // A GET is the same bytes every time; a POST differs by its body only.
    const getBytes = spec.body === undefined ? requestBytes(spec.method, url.host, path, headers, undefined) : null;
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
        const answer = await connection.request(getBytes ?? requestBytes(spec.method, url.host, path, headers, body));
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
  for (const connection of connections) connection.close();
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
