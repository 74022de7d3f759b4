import type { RandomIdPort } from '../../../../../src/client/application/ports/random-id.port';

/** Predictable ids for tests and demos: 'id-1', 'id-2', ... */
export class SequentialRandomId implements RandomIdPort {
  private last = 0;

  constructor(private readonly prefix = 'id') {}

  next(): string {
    this.last += 1;
    return `${this.prefix}-${this.last}`;
  }
}
