/** A placed order as analytics sees it. */
export interface PurchaseEvent {
  readonly orderId: string;
  /** Hryvnias the customer pays. */
  readonly value: number;
  readonly currency: 'UAH';
  readonly items: readonly {
    readonly id: string;
    readonly name: string;
    readonly price: number;
    readonly quantity: number;
  }[];
}

/** Tracking stays behind a port: tests and shops without a tag manager get a no-op. */
export interface AnalyticsPort {
  purchase(event: PurchaseEvent): void;
}
