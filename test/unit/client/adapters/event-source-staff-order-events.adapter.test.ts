import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventSourceStaffOrderEvents } from '../../../../src/client/adapters/browser/event-source-staff-order-events.adapter';
import { WebAudioAlertSound } from '../../../../src/client/adapters/browser/web-audio-alert-sound.adapter';

/** Plays the browser's EventSource: the test fires its events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  private readonly handlers = new Map<string, ((event: { data?: string }) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, handler: (event: { data?: string }) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }

  fire(type: string, data?: string): void {
    for (const handler of this.handlers.get(type) ?? []) handler({ data });
  }

  close(): void {
    this.closed = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

const recorder = () => {
  const heard: string[] = [];
  return {
    heard,
    listener: {
      order: (event: { code: string; status: string; group: string }) =>
        heard.push(`order:${event.code}:${event.status}:${event.group}`),
      resync: () => heard.push('resync'),
      connection: (state: string) => heard.push(state),
    },
  };
};

describe('EventSourceStaffOrderEvents', () => {
  it('follows /api/admin/orders/events?cityId and passes on orders, resyncs and the connection state', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { heard, listener } = recorder();
    const stop = new EventSourceStaffOrderEvents().follow(2, listener);
    const source = FakeEventSource.opened[0];
    expect(source?.url).toBe('/api/admin/orders/events?cityId=2');
    source?.fire('open');
    source?.fire('order', JSON.stringify({ code: 'AB23', status: 'new', group: 'kitchen' }));
    source?.fire('order', JSON.stringify({ code: 'AB23', status: 'eaten', group: 'kitchen' }));
    source?.fire('resync', '{}');
    source?.fire('error');
    expect(heard).toEqual(['live', 'order:AB23:new:kitchen', 'resync', 'resync', 'down']);
    stop();
    expect(source?.closed).toBe(true);
  });

  it('says the stream is down where the browser has no EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    const { heard, listener } = recorder();
    new EventSourceStaffOrderEvents().follow(1, listener)();
    expect(heard).toEqual(['down']);
  });
});

describe('WebAudioAlertSound', () => {
  it('plays two short beeps through WebAudio, and stays silent without it', () => {
    const started: number[] = [];
    const node = () => ({
      connect: (next: unknown) => next ?? node(),
      gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
    });
    class FakeAudioContext {
      currentTime = 1;
      destination = {};
      resume = () => Promise.resolve();
      createGain = () => node();
      createOscillator = () => ({
        ...node(),
        type: '',
        frequency: { value: 0 },
        start: (at: number) => started.push(at),
        stop: vi.fn(),
      });
    }
    vi.stubGlobal('window', { AudioContext: FakeAudioContext });
    new WebAudioAlertSound().play();
    expect(started).toEqual([1, 1.18]);
    vi.stubGlobal('window', {});
    expect(() => new WebAudioAlertSound().play()).not.toThrow();
  });
});
