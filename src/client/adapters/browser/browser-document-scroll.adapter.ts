import type { DocumentScrollPort } from '../../application/ports/document-scroll.port';

/**
 * Locks the page by hiding the body's overflow. The scrollbar's width is given back as padding so
 * the page behind the sidebar does not jump sideways when the scrollbar disappears.
 */
export class BrowserDocumentScrollAdapter implements DocumentScrollPort {
  private saved: { overflow: string; paddingRight: string } | null = null;

  constructor(private readonly doc: Document = document) {}

  lock(): void {
    if (this.saved !== null) return;
    const body = this.doc.body;
    const view = this.doc.defaultView;
    const scrollbar = view === null ? 0 : view.innerWidth - this.doc.documentElement.clientWidth;
    this.saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }

  unlock(): void {
    if (this.saved === null) return;
    this.doc.body.style.overflow = this.saved.overflow;
    this.doc.body.style.paddingRight = this.saved.paddingRight;
    this.saved = null;
  }

  scrollToElement(id: string): boolean {
    const element = this.doc.getElementById(id);
    if (element === null) return false;
    const reduceMotion = this.doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    // jsdom has no layout and no scrollIntoView; there is nothing to scroll there anyway.
    element.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    return true;
  }
}
