export type SmsGatewayFailure =
  /** The gateway did not answer within the timeout. */
  | 'timeout'
  /** No HTTP answer at all: DNS, refused connection, reset. */
  | 'network'
  /** The gateway answered with a non-2xx status. */
  | 'http-status'
  /** The phone is not a complete Ukrainian number; nothing was sent. */
  | 'invalid-phone';

/**
 * Why an SMS was not handed over. The message never contains the gateway token, and the phone only
 * masked, so the error can be logged as it is.
 */
export class SmsGatewayError extends Error {
  override readonly name = 'SmsGatewayError';

  constructor(
    readonly failure: SmsGatewayFailure,
    message: string,
    /** The HTTP status for 'http-status'. */
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
