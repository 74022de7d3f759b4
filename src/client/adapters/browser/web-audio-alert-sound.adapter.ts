import type { AlertSoundPort } from '../../application/ports/alert-sound.port';

type AudioContextClass = typeof AudioContext;

/**
 * Two short rising beeps made with WebAudio: no sound file to load or cache. Browsers keep audio
 * silent until the page was interacted with; staff have signed in and clicked by then, and a
 * refused sound is no reason to fail anything.
 */
export class WebAudioAlertSound implements AlertSoundPort {
  private context: AudioContext | null = null;

  play(): void {
    try {
      const context = this.audioContext();
      if (context === null) return;
      void context.resume().catch(() => undefined);
      const start = context.currentTime;
      [880, 1320].forEach((frequency, index) => this.beep(context, frequency, start + index * 0.18));
    } catch {
      // No audio on this device: the title and the list still show the order.
    }
  }

  private audioContext(): AudioContext | null {
    if (this.context !== null) return this.context;
    const Context = (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
      AudioContextClass | undefined;
    this.context = Context === undefined ? null : new Context();
    return this.context;
  }

  private beep(context: AudioContext, frequency: number, at: number): void {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // A quick fade in and out: no click at either end.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.15);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.16);
  }
}
