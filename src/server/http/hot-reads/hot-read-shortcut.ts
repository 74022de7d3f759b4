import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding, type Encoding } from './accept-encoding';
import { etagMatches } from './entity-tag';

/** A complete 200 answer a route has sent, to be sent again byte for byte while it is current. */
export interface HotAnswer {
  /** Every header the route sent, Content-Length included, as [name, value, name, value, ...]. */
  readonly headers: readonly string[];
  readonly body: Buffer;
  /** The answer's (weak) ETag: a conditional read that holds it gets a 304. */
  readonly etag: string;
  /** The 304's headers: the 200's without those describing the body. */
  readonly notModifiedHeaders: readonly string[];
  /** Asked before every reuse: false once the data behind the answer changed or expired. */
  readonly isCurrent: () => boolean;
}

export interface HotReadShortcutOptions {
  /** Answers kept at most: routes remember only canonical URLs, so a handful per city is plenty. */
  readonly maxEntries: number;
  /** Called for every request the shortcut answers (the request log, when it is on). */
  readonly onAnswered?: (request: IncomingMessage, statusCode: number, startedAt: bigint) => void;
}

/**
 * A micro-cache in front of Fastify for the few public reads that every page view makes (the menu),
 * as a reverse proxy's cache would be: a GET for a URL a route has already answered, while the
 * route's data is unchanged, gets the very same status, headers and bytes without routing, hooks
 * or a reply object, and a conditional read that holds its ETag gets the 304. A cached menu read
 * costs the shop about a third less CPU this way (measured in architecture/performance.md).
 * Anything it is not sure of goes to Fastify: other methods, requests with a body, unknown URLs,
 * answers whose data changed since.
 */
export class HotReadShortcut {
  /** By encoding, then by URL exactly as requested. */
  private readonly answers = new Map<Encoding, Map<string, HotAnswer>>();
  private count = 0;

  constructor(private readonly options: HotReadShortcutOptions) {}

  /** A route's 200 answer for `url` in `encoding`; ignored when the cache is full of other URLs. */
  remember(url: string, encoding: Encoding, answer: HotAnswer): void {
    let byUrl = this.answers.get(encoding);
    if (byUrl === undefined) {
      byUrl = new Map();
      this.answers.set(encoding, byUrl);
    }
    if (!byUrl.has(url)) {
      if (this.count >= this.options.maxEntries) return;
      this.count += 1;
    }
    byUrl.set(url, answer);
  }

  /** Answers the request when it can and says so; false leaves the request untouched for Fastify. */
  tryAnswer(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined || this.count === 0) return false;
    const { headers } = request;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const byUrl = this.answers.get(chooseEncoding(headers['accept-encoding']));
    const answer = byUrl?.get(request.url);
    if (byUrl === undefined || answer === undefined) return false;
    if (!answer.isCurrent()) {
      byUrl.delete(request.url);
      this.count -= 1;
      return false;
    }
    const startedAt = this.options.onAnswered === undefined ? 0n : process.hrtime.bigint();
    if (etagMatches(headers['if-none-match'], answer.etag)) {
      response.writeHead(304, answer.notModifiedHeaders as string[]);
      response.end();
      this.options.onAnswered?.(request, 304, startedAt);
      return true;
    }
    response.writeHead(200, answer.headers as string[]);
    response.end(answer.body);
    this.options.onAnswered?.(request, 200, startedAt);
    return true;
  }
}
