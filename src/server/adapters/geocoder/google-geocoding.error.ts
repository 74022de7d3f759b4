export type GoogleGeocodingFailure =
  /** Google answered with a status other than OK / ZERO_RESULTS (REQUEST_DENIED, OVER_QUERY_LIMIT, ...). */
  | 'status'
  | 'timeout'
  | 'network'
  /** A non-2xx HTTP status or a body that is not the documented JSON. */
  | 'bad-response';

/** Why Google could not be asked. Never carries the request URL: it contains the API key. */
export class GoogleGeocodingError extends Error {
  override readonly name = 'GoogleGeocodingError';

  constructor(
    readonly failure: GoogleGeocodingFailure,
    message: string,
    /** Google's status word for 'status' failures, e.g. 'REQUEST_DENIED'. */
    readonly status: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
