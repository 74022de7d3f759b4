import type { PageLocationPort } from '../../application/ports/page-location.port';

export class BrowserPageLocationAdapter implements PageLocationPort {
  constructor(private readonly location: Pick<Location, 'origin' | 'reload'> = window.location) {}

  origin(): string {
    return this.location.origin;
  }

  reload(): void {
    this.location.reload();
  }
}
