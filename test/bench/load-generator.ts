import { Agent, request } from 'node:http';

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
 * One request on a kept-alive socket; resolves with the status, and the body text only when the
 * status is unexpected (decoding every compressed body would make the client the bottleneck).
 */
const send = (agent: Agent, url: URL, method: string, headers: Record<string, string>, body: string | undefined, ok: ReadonlySet<number>) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      { agent, host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) } },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        if (ok.has(status)) res.resume();
        else res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status, text: chunks.length === 0 ? '' : Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });

/**
 * An autocannon-like closed loop with node's own http.Agent (keep-alive): `concurrency` virtual
 * clients each send their next request as soon as the previous answer arrived, until the request
 * budget or the time budget is spent. Every request's latency is taken with process.hrtime.bigint.
 */
export const runLoad = async (spec: LoadSpec): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: spec.concurrency, maxFreeSockets: spec.concurrency });
  const url = new URL(spec.path, spec.baseUrl);
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
        const answer = await send(agent, url, spec.method, headers, body, ok);
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
  agent.destroy();
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
