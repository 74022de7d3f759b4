import type { AnalyticsPort } from '../../application/ports/analytics.port';

/** No tag manager configured: purchases are not tracked anywhere. */
export class NoOpAnalytics implements AnalyticsPort {
  purchase(): void {}
}
