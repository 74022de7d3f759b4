import type { PageLocationPort } from '../../application/ports/page-location.port';

/** Counts reloads instead of doing them. */
export class FakePageLocationAdapter implements PageLocationPort {
  reloads = 0;

  constructor(private readonly pageOrigin = 'http://shop.test') {}

  origin(): string {
    return this.pageOrigin;
  }

  reload(): void {
    this.reloads += 1;
  }
}
