/** The current instant. Use cases never call `Date.now()`, so a fixed clock can drive demos and tests. */
export interface ClockPort {
  now(): Date;
}
