import type { SmsSenderPort } from '../../application/ports/sms-sender.port';
import { SmsGatewayError } from './sms-gateway.error';
import { redactPhone } from './phone-redaction';
import { toInternationalPhone } from './sms-phone';

export interface HttpSmsGatewayOptions {
  /** SMS_GATEWAY_URL: the endpoint that accepts one message per POST. */
  readonly url: string;
  /** SMS_GATEWAY_TOKEN, sent as a bearer token. */
  readonly token: string;
  /** The order request waits for this send, so a hung gateway must not hang the customer. */
  readonly timeoutMs?: number;
}

export const DEFAULT_SMS_TIMEOUT_MS = 5_000;
/** Enough of an error body to diagnose, never a whole HTML error page in the log. */
const MAX_ERROR_BODY_CHARS = 200;

/**
 * A generic JSON SMS gateway: `POST url` with `Authorization: Bearer <token>` and the body
 * `{"phone": "+380671234567", "text": "..."}`; any 2xx means accepted. Most Ukrainian SMS
 * providers offer such an endpoint, or a small relay gives them one; a provider-specific adapter
 * can replace this one behind the same port.
 */
export class HttpSmsGatewaySender implements SmsSenderPort {
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpSmsGatewayOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SMS_TIMEOUT_MS;
  }

  async send(phone: string, text: string): Promise<void> {
    const international = toInternationalPhone(phone);
    if (international === null) {
      throw new SmsGatewayError('invalid-phone', `Not a complete Ukrainian phone number: ${redactPhone(phone)}`);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ phone: international, text }),
        signal: controller.signal,
      });
      // The body is read (and so the connection released) under the same timeout.
      const body = await response.text();
      if (!response.ok) {
        throw new SmsGatewayError(
          'http-status',
          `SMS gateway answered ${response.status} for ${redactPhone(international)}: ${body.slice(0, MAX_ERROR_BODY_CHARS)}`,
          response.status,
        );
      }
    } catch (error) {
      if (error instanceof SmsGatewayError) throw error;
      if (controller.signal.aborted) {
        throw new SmsGatewayError('timeout', `SMS gateway gave no answer within ${this.timeoutMs} ms`, null, {
          cause: error,
        });
      }
      throw new SmsGatewayError('network', `SMS gateway unreachable: ${(error as Error).message}`, null, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
  }
}
