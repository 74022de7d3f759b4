import type { AnalyticsPort, PurchaseEvent } from '../../application/ports/analytics.port';

export class RecordingAnalytics implements AnalyticsPort {
  readonly purchases: PurchaseEvent[] = [];

  purchase(event: PurchaseEvent): void {
    this.purchases.push(event);
  }
}
