import { describe, expect, it } from 'vitest';
import { BatchCoalescer } from '../../../../../src/server/adapters/database/batch-coalescer';

/** A writer whose batches finish only when the test says so. */
const controlledWriter = () => {
  const batches: { items: number[]; finish: (error?: Error) => void }[] = [];
  const write = (items: readonly number[]) =>
    new Promise<readonly string[]>((resolve, reject) => {
      batches.push({
        items: [...items],
        finish: (error) => (error ? reject(error) : resolve(items.map((item) => `wrote ${item}`))),
      });
    });
  return { batches, write };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** After the coalescer's end-of-turn dispatch, even one scheduled after this call. */
const nextTurn = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

/**
 * A coalescer (retrying items only after a 'refused' failure) whose first batch is held until
 * `release`, so the items submitted meanwhile gather into one batch for `runner`.
 */
const behindAHeldBatch = async (runner: (items: readonly number[]) => Promise<readonly string[]>) => {
  const gate = controlledWriter();
  let first = true;
  const coalescer = new BatchCoalescer<number, string>(
    (items) => {
      if (first) {
        first = false;
        return gate.write(items);
      }
      return runner(items);
    },
    { maxBatch: 10, maxInFlight: 1, retryItemsAfter: (error) => String(error).includes('refused') },
  );
  const held = coalescer.submit(0);
  await nextTurn();
  const release = async (): Promise<void> => {
    gate.batches[0]?.finish();
    await held;
  };
  return { coalescer, release };
};

describe('BatchCoalescer', () => {
  it('writes in the same turn of the event loop while nothing is in flight: an idle shop waits for no batch', async () => {
    const { batches, write } = controlledWriter();
    const coalescer = new BatchCoalescer(write, { maxBatch: 10, maxInFlight: 1 });
    const answer = coalescer.submit(1);
    await nextTurn();
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0]?.finish();
    await expect(answer).resolves.toBe('wrote 1');
  });

  it('sends what one turn of the event loop submits as one batch, not the first item ahead of the rest', async () => {
    const { batches, write } = controlledWriter();
    const coalescer = new BatchCoalescer(write, { maxBatch: 10, maxInFlight: 1 });
    // As when a batch of the previous stage answers: its callers continue one after the other.
    const answers = [1, 2, 3].map((item) => Promise.resolve().then(() => coalescer.submit(item)));
    await nextTurn();
    expect(batches.map((b) => b.items)).toEqual([[1, 2, 3]]);
    batches[0]?.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['wrote 1', 'wrote 2', 'wrote 3']);
  });

  it('gathers what arrives while the batches in flight are written into the next batch', async () => {
    const { batches, write } = controlledWriter();
    const coalescer = new BatchCoalescer(write, { maxBatch: 10, maxInFlight: 2 });
    const first = [1, 2].map((item) => coalescer.submit(item));
    await nextTurn();
    const second = [3].map((item) => coalescer.submit(item));
    await nextTurn();
    const answers = [...first, ...second, ...[4, 5].map((item) => coalescer.submit(item))];
    expect(batches.map((b) => b.items)).toEqual([[1, 2], [3]]);
    batches[0]?.finish();
    await settle();
    expect(batches.map((b) => b.items)).toEqual([[1, 2], [3], [4, 5]]);
    batches[1]?.finish();
    batches[2]?.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['wrote 1', 'wrote 2', 'wrote 3', 'wrote 4', 'wrote 5']);
  });

  it('never puts more than maxBatch items in one batch', async () => {
    const { batches, write } = controlledWriter();
    const coalescer = new BatchCoalescer(write, { maxBatch: 2, maxInFlight: 1 });
    const answers = [1, 2, 3, 4, 5].map((item) => coalescer.submit(item));
    await nextTurn();
    for (let round = 0; round < 3; round++) {
      batches[round]?.finish();
      await settle();
    }
    expect(batches.map((b) => b.items)).toEqual([[1, 2], [3, 4], [5]]);
    await expect(Promise.all(answers)).resolves.toHaveLength(5);
  });

  it('answers nobody before their own batch is written', async () => {
    const { batches, write } = controlledWriter();
    const coalescer = new BatchCoalescer(write, { maxBatch: 10, maxInFlight: 1 });
    let answered = false;
    void coalescer.submit(1).then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);
    batches[0]?.finish();
    await settle();
    expect(answered).toBe(true);
  });

  it('writes a batch that took no effect item by item, so only the bad item fails', async () => {
    const written: number[][] = [];
    const write = async (items: readonly number[]) => {
      written.push([...items]);
      if (items.includes(13)) throw new Error('the database refused 13');
      return items.map((item) => `wrote ${item}`);
    };
    const { coalescer, release } = await behindAHeldBatch(write);
    const answers = [12, 13, 14].map((item) => coalescer.submit(item));
    await release();
    const results = await Promise.allSettled(answers);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(written[0]).toEqual([12, 13, 14]);
    expect(written.slice(1).sort()).toEqual([[12], [13], [14]]);
  });

  it('fails the whole batch when the failure may have taken effect: writing again could write twice', async () => {
    const calls: number[][] = [];
    const { coalescer, release } = await behindAHeldBatch((items) => {
      calls.push([...items]);
      return Promise.reject(new Error('Connection terminated unexpectedly'));
    });
    const answers = [1, 2, 3].map((item) => coalescer.submit(item));
    await release();
    const results = await Promise.allSettled(answers);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls).toEqual([[1, 2, 3]]);
  });

  it('refuses a writer that answers the wrong number of outcomes', async () => {
    const coalescer = new BatchCoalescer<number, string>(async () => [], { maxBatch: 10, maxInFlight: 1 });
    await expect(coalescer.submit(1)).rejects.toThrow(/0 outcomes for 1 items/);
  });

  it('rejects options that could never write', () => {
    expect(() => new BatchCoalescer(async () => [], { maxBatch: 0, maxInFlight: 1 })).toThrow();
    expect(() => new BatchCoalescer(async () => [], { maxBatch: 1, maxInFlight: 0 })).toThrow();
  });
});
