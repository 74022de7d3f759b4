import type { AnalyticsPort, PurchaseEvent } from '../../application/ports/analytics.port';

type DataLayerHost = { dataLayer?: unknown[] };

/**
 * A tag manager reads window.dataLayer: the purchase goes there in GA4's ecommerce shape, and to
 * the console in development so it can be seen without a tag manager.
 */
export class DataLayerAnalytics implements AnalyticsPort {
  constructor(
    private readonly host: DataLayerHost = window as unknown as DataLayerHost,
    private readonly echo: ((event: unknown) => void) | null = null,
  ) {}

  purchase(event: PurchaseEvent): void {
    const entry = {
      event: 'purchase',
      ecommerce: {
        transaction_id: event.orderId,
        value: event.value,
        currency: event.currency,
        items: event.items.map((item) => ({
          item_id: item.id,
          item_name: item.name,
          price: item.price,
          quantity: item.quantity,
        })),
      },
    };
    (this.host.dataLayer ??= []).push(entry);
    this.echo?.(entry);
  }
}
