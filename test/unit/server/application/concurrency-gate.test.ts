import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from '../../../../src/server/application/support/concurrency-gate';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('ConcurrencyGate', () => {
  it('runs at most two at once, queues the next in order and turns away what exceeds the queue', async () => {
    const gate = new ConcurrencyGate({ running: 2, waiting: 1 });
    const started: number[] = [];
    const releases = [deferred(), deferred(), deferred()];
    const task = (index: number) => () => {
      started.push(index);
      return releases[index]?.promise.then(() => index) ?? Promise.resolve(index);
    };
    const first = gate.run(task(0));
    const second = gate.run(task(1));
    const third = gate.run(task(2));
    expect(await gate.run(task(3))).toBeNull();
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.busy).toBe(2);
    releases[0]?.resolve();
    expect(await first).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    expect(gate.busy).toBe(2);
    releases[1]?.resolve();
    releases[2]?.resolve();
    expect([await second, await third]).toEqual([1, 2]);
    expect(gate.busy).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const gate = new ConcurrencyGate({ running: 1, waiting: 0 });
    await expect(gate.run(() => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file');
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
  });
});
