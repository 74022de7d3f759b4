/** A short sound that makes staff look at the screen (a new order for the kitchen). */
export interface AlertSoundPort {
  play(): void;
}
