/** Fresh ids nobody else will pick (crypto.randomUUID in browsers; a counter in tests). */
export interface RandomIdPort {
  next(): string;
}
