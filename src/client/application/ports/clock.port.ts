/** Time comes in through a port so rules can be tested at any instant (architecture rule 2). */
export interface ClockPort {
  /** Milliseconds since the epoch. */
  now(): number;
}
