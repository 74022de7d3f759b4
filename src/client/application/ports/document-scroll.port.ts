/** The page's scrolling, which the cart sidebar locks and the side navigation drives. */
export interface DocumentScrollPort {
  /** Keeps the page behind an open sidebar from scrolling. */
  lock(): void;
  unlock(): void;
  /** Scrolls to the element with this id; answers false when there is no such element yet. */
  scrollToElement(id: string): boolean;
}
