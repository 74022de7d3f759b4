/**
 * The order code the thank-you page shows and GET /order/{code} reads. It must be short enough to
 * read out on the phone and random enough that nobody can guess another customer's (the summary
 * shows an address).
 */
export interface OrderCodeGeneratorPort {
  next(): string;
}
