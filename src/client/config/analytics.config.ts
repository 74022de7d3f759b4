/** Which analytics adapter the build uses: VITE_ANALYTICS=data-layer | console; anything else tracks nothing. */
export type AnalyticsMode = 'none' | 'data-layer' | 'console';

export const analyticsModeFrom = (value: string | undefined): AnalyticsMode =>
  value === 'data-layer' || value === 'console' ? value : 'none';
