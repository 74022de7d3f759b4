import type { AlertSoundPort } from '../../../../../src/client/application/ports/alert-sound.port';

/** Counts the sounds instead of playing them (tests, the demo). */
export class RecordingAlertSound implements AlertSoundPort {
  played = 0;

  play(): void {
    this.played += 1;
  }
}
