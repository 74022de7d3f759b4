import { describe, expect, it } from 'vitest';
import { ManualTimerAdapter } from '../support/doubles/manual-timer.adapter';
import { WindowTimerAdapter } from '../../../../src/client/adapters/browser/window-timer.adapter';

describe('ManualTimerAdapter', () => {
  it('fires callbacks only when time is moved past them, in due order', () => {
    const timer = new ManualTimerAdapter();
    const fired: string[] = [];
    timer.setTimeout(() => fired.push('b'), 200);
    timer.setTimeout(() => fired.push('a'), 100);
    timer.setTimeout(() => fired.push('a2'), 100);
    timer.advance(99);
    expect(fired).toEqual([]);
    timer.advance(101);
    expect(fired).toEqual(['a', 'a2', 'b']);
    expect(timer.pending).toBe(0);
  });

  it('clears a scheduled callback', () => {
    const timer = new ManualTimerAdapter();
    let fired = false;
    const handle = timer.setTimeout(() => (fired = true), 10);
    timer.clearTimeout(handle);
    timer.advance(100);
    expect(fired).toBe(false);
  });

  it('fires callbacks scheduled by callbacks within the same advance, relative to their own time', () => {
    const timer = new ManualTimerAdapter();
    const fired: number[] = [];
    timer.setTimeout(() => {
      fired.push(1);
      timer.setTimeout(() => fired.push(2), 50);
    }, 100);
    timer.advance(149);
    expect(fired).toEqual([1]);
    timer.advance(1);
    expect(fired).toEqual([1, 2]);
  });
});

describe('WindowTimerAdapter', () => {
  it('runs and clears real timers', async () => {
    const timer = new WindowTimerAdapter();
    const fired: string[] = [];
    timer.setTimeout(() => fired.push('kept'), 1);
    timer.clearTimeout(timer.setTimeout(() => fired.push('cleared'), 1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fired).toEqual(['kept']);
  });
});
