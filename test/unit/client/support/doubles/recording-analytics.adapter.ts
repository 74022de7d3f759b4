import type { AnalyticsPort, PurchaseEvent } from '../../../../../src/client/application/ports/analytics.port';

export class RecordingAnalytics implements AnalyticsPort {
  readonly purchases: PurchaseEvent[] = [];

  purchase(event: PurchaseEvent): void {
    this.purchases.push(event);
  }
}
