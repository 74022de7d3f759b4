import type { DocumentScrollPort } from '../../application/ports/document-scroll.port';

/** Remembers whether the page is locked and where it was asked to scroll. */
export class FakeDocumentScrollAdapter implements DocumentScrollPort {
  locked = false;
  readonly scrolledTo: string[] = [];
  /** Element ids that do not exist (yet): scrolling to them answers false. */
  readonly missing = new Set<string>();

  lock(): void {
    this.locked = true;
  }

  unlock(): void {
    this.locked = false;
  }

  scrollToElement(id: string): boolean {
    if (this.missing.has(id)) return false;
    this.scrolledTo.push(id);
    return true;
  }
}
