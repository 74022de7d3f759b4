import { expect, it } from 'vitest';
import type { OrderRepositoryPort } from '../../../src/server/application/ports/order-repository.port';
import {
  nextConfirmation,
  onlineOrderOf,
  orderRecordOf,
  PLACED_AT,
  UNKNOWN_PRODUCT_LINE,
  uniqueCode,
  uniqueKey,
} from './support/order-record.factory';

const LATER = new Date('2025-06-10T11:04:59.999Z');
const EVER = new Date(0);

const hasConfirmed = async (repo: OrderRepositoryPort, phoneDigits: string): Promise<boolean> =>
  (await repo.phoneHistory(phoneDigits, EVER)).hasConfirmedOrder;

/**
 * OrderRepositoryPort as InMemoryOrderRepository defines it. `repository` is asked once per test;
 * tests use unique codes, keys and phones, so a shared database serves them all.
 */
export const orderRepositoryContract = (repository: () => Promise<OrderRepositoryPort>): void => {
  it('stores an order and finds it, complete, by code and by idempotency key', async () => {
    const repo = await repository();
    const order = orderRecordOf({ idempotencyKey: uniqueKey() });
    expect(await repo.save(order)).toEqual({ kind: 'created', order });
    expect(await repo.findByCode(order.code)).toEqual(order);
    expect(await repo.findByIdempotencyKey(order.idempotencyKey as string)).toEqual(order);
  });

  it('keeps every detail: pickup point, pre-order, languages, lines of products the menu no longer has', async () => {
    const repo = await repository();
    const order = orderRecordOf(
      {
        language: 'en',
        lines: [UNKNOWN_PRODUCT_LINE],
        totals: { orderKopiykas: 12_445, shippingKopiykas: 5_000, discountKopiykas: 0, toPayKopiykas: 17_445 },
        couponCode: null,
        zone: null,
        needsAddressCheck: true,
        pickupPoint: { id: '1', deliveryCityName: 'Львів', streetName: 'вулиця Городоцька', house: '28' },
        isAutofill: true,
        confirmation: {
          status: 'phone-call-requested',
          codeHash: null,
          codeExpiresAt: null,
          attempts: 3,
          revision: 4,
          updatedAt: LATER,
        },
      },
      {
        deliveryType: 'pre-order',
        deliveryDate: '11.06.2025',
        deliveryTime: '13:30',
        sticks: 2,
        trainingSticks: 1,
        isEcoPack: true,
        call: true,
      },
    );
    await repo.save(order);
    expect(await repo.findByCode(order.code)).toEqual(order);
  });

  it("finds a repeated request's order by its key, else by the code the key names, the key's own first", async () => {
    const repo = await repository();
    const placed = orderRecordOf({ idempotencyKey: uniqueKey() });
    await repo.save(placed);
    expect(await repo.findByKeyOrCode(placed.idempotencyKey as string)).toEqual(placed);
    expect(await repo.findByKeyOrCode(placed.code)).toEqual(placed);
    // A key that happens to be another order's code: the order placed under the key wins.
    const keyed = orderRecordOf({ idempotencyKey: placed.code });
    await repo.save(keyed);
    expect(await repo.findByKeyOrCode(placed.code)).toEqual(keyed);
    expect(await repo.findByKeyOrCode(uniqueKey())).toBeNull();
    expect(await repo.findByKeyOrCode('nul\u0000key')).toBeNull();
  });

  it('answers null for unknown codes and keys', async () => {
    const repo = await repository();
    expect(await repo.findByCode(uniqueCode())).toBeNull();
    expect(await repo.findByIdempotencyKey(uniqueKey())).toBeNull();
    expect(await repo.findByCode('')).toBeNull();
    expect(await repo.findByCode('NUL\u0000CODE')).toBeNull();
    expect(await repo.findByIdempotencyKey('nul\u0000key')).toBeNull();
  });

  it('answers the earlier order for a key seen before, and writes nothing', async () => {
    const repo = await repository();
    const key = uniqueKey();
    const first = orderRecordOf({ idempotencyKey: key });
    await repo.save(first);
    const second = orderRecordOf({ idempotencyKey: key });
    expect(await repo.save(second)).toEqual({ kind: 'duplicate', order: first });
    expect(await repo.findByCode(second.code)).toBeNull();
  });

  it('reports a code another order holds, and stores nothing of the new order', async () => {
    const repo = await repository();
    const first = orderRecordOf();
    await repo.save(first);
    const clash = orderRecordOf({ code: first.code, idempotencyKey: uniqueKey() });
    expect(await repo.save(clash)).toEqual({ kind: 'code-taken' });
    expect(await repo.findByIdempotencyKey(clash.idempotencyKey as string)).toBeNull();
    expect(await repo.findByCode(first.code)).toEqual(first);
  });

  it('lets any number of orders go without a key', async () => {
    const repo = await repository();
    const a = orderRecordOf();
    const b = orderRecordOf();
    expect((await repo.save(a)).kind).toBe('created');
    expect((await repo.save(b)).kind).toBe('created');
  });

  it('makes one order of parallel saves with one key', async () => {
    const repo = await repository();
    const key = uniqueKey();
    const attempts = Array.from({ length: 6 }, () => orderRecordOf({ idempotencyKey: key }));
    const outcomes = await Promise.all(attempts.map((order) => repo.save(order)));
    const created = outcomes.filter((outcome) => outcome.kind === 'created');
    expect(created).toHaveLength(1);
    const winner = (created[0] as { order: { code: string } }).order.code;
    for (const outcome of outcomes) expect(outcome).toMatchObject({ order: { code: winner } });
    expect((await repo.findByIdempotencyKey(key))?.code).toBe(winner);
  });

  it('hands out copies: changing what it answered changes nothing stored', async () => {
    const repo = await repository();
    const order = orderRecordOf();
    await repo.save(order);
    (order.totals as { toPayKopiykas: number }).toPayKopiykas = 1;
    const found = await repo.findByCode(order.code);
    (found?.totals as { toPayKopiykas: number }).toPayKopiykas = 2;
    expect((await repo.findByCode(order.code))?.totals.toPayKopiykas).not.toBe(2);
    expect((await repo.findByCode(order.code))?.totals.toPayKopiykas).not.toBe(1);
  });

  it('replaces the confirmation only from the revision the caller read', async () => {
    const repo = await repository();
    const order = orderRecordOf();
    await repo.save(order);
    const counted = nextConfirmation(order.confirmation, { attempts: 1 });
    expect(await repo.replaceConfirmation(order.code, 0, counted)).toBe(true);
    expect(await repo.replaceConfirmation(order.code, 0, counted)).toBe(false);
    expect(await repo.replaceConfirmation(uniqueCode(), 0, counted)).toBe(false);
    expect((await repo.findByCode(order.code))?.confirmation).toEqual(counted);
    const locked = nextConfirmation(counted, {
      status: 'sms-locked',
      attempts: 5,
      codeHash: null,
      codeExpiresAt: null,
    });
    expect(await repo.replaceConfirmation(order.code, 1, locked)).toBe(true);
    expect((await repo.findByCode(order.code))?.confirmation).toEqual(locked);
  });

  it('replaces the code from the revision read, and counts it among the codes the phone was sent', async () => {
    const repo = await repository();
    const order = orderRecordOf();
    await repo.save(order);
    const sentAt = new Date(order.confirmation.updatedAt.getTime() + 90_000);
    const fresh = {
      ...nextConfirmation(order.confirmation, {
        status: 'sms-pending',
        codeHash: 'new-digest',
        codeExpiresAt: new Date(sentAt.getTime() + 300_000),
        attempts: 0,
      }),
      updatedAt: sentAt,
    };
    expect((await repo.phoneHistory(order.phoneDigits, EVER)).codesSentSince).toBe(1);
    expect(await repo.replaceCode(order.code, 0, fresh)).toBe(true);
    // A writer that read the old revision writes nothing, and no code is counted for it.
    expect(await repo.replaceCode(order.code, 0, fresh)).toBe(false);
    expect(await repo.replaceCode(uniqueCode(), 0, fresh)).toBe(false);
    expect((await repo.findByCode(order.code))?.confirmation).toEqual(fresh);
    expect((await repo.phoneHistory(order.phoneDigits, EVER)).codesSentSince).toBe(2);
    expect((await repo.phoneHistory(order.phoneDigits, new Date(sentAt.getTime() - 1))).codesSentSince).toBe(1);
  });

  it('refuses a revision that does not go up by one', async () => {
    const repo = await repository();
    const order = orderRecordOf();
    await repo.save(order);
    await expect(repo.replaceConfirmation(order.code, 0, { ...order.confirmation, revision: 5 })).rejects.toThrow(
      /revision/,
    );
    await expect(repo.replaceConfirmation(order.code, 0, { ...order.confirmation, revision: 0 })).rejects.toThrow(
      /revision/,
    );
    expect((await repo.findByCode(order.code))?.confirmation).toEqual(order.confirmation);
  });

  it('lets exactly one of many parallel writers from one revision win', async () => {
    const repo = await repository();
    const order = orderRecordOf();
    await repo.save(order);
    const writes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        repo.replaceConfirmation(order.code, 0, nextConfirmation(order.confirmation, { attempts: i + 1 })),
      ),
    );
    expect(writes.filter(Boolean)).toHaveLength(1);
    expect((await repo.findByCode(order.code))?.confirmation.revision).toBe(1);
  });

  it('marks an order paid once; a second callback changes nothing', async () => {
    const repo = await repository();
    const order = onlineOrderOf();
    await repo.save(order);
    expect(await repo.markPaid(order.code, { providerStatus: 'success', paidAt: LATER })).toBe('marked');
    expect((await repo.findByCode(order.code))?.payment).toEqual({
      status: 'paid',
      providerStatus: 'success',
      paidAt: LATER,
      updatedAt: LATER,
    });
    const again = new Date(LATER.getTime() + 60_000);
    expect(await repo.markPaid(order.code, { providerStatus: 'sandbox', paidAt: again })).toBe('already-paid');
    expect((await repo.findByCode(order.code))?.payment).toEqual({
      status: 'paid',
      providerStatus: 'success',
      paidAt: LATER,
      updatedAt: LATER,
    });
    expect(await repo.markPaid(uniqueCode(), { providerStatus: 'success', paidAt: LATER })).toBe('not-found');
  });

  it('marks paid exactly once under parallel callbacks', async () => {
    const repo = await repository();
    const order = onlineOrderOf();
    await repo.save(order);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => repo.markPaid(order.code, { providerStatus: 'success', paidAt: LATER })),
    );
    expect(outcomes.filter((o) => o === 'marked')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-paid')).toHaveLength(7);
  });

  it('records payment attempts until the order is paid, and never undoes a payment', async () => {
    const repo = await repository();
    const order = onlineOrderOf();
    await repo.save(order);
    await repo.recordPaymentAttempt(order.code, { status: 'awaiting', providerStatus: 'wait_secure', at: LATER });
    expect((await repo.findByCode(order.code))?.payment).toEqual({
      status: 'awaiting',
      providerStatus: 'wait_secure',
      paidAt: null,
      updatedAt: LATER,
    });
    await repo.recordPaymentAttempt(order.code, { status: 'failed', providerStatus: 'failure', at: LATER });
    expect((await repo.findByCode(order.code))?.payment.status).toBe('failed');
    const paidAt = new Date(LATER.getTime() + 1_000);
    expect(await repo.markPaid(order.code, { providerStatus: 'success', paidAt })).toBe('marked');
    await repo.recordPaymentAttempt(order.code, {
      status: 'failed',
      providerStatus: 'reversed',
      at: new Date(paidAt.getTime() + 1_000),
    });
    expect((await repo.findByCode(order.code))?.payment).toEqual({
      status: 'paid',
      providerStatus: 'success',
      paidAt,
      updatedAt: paidAt,
    });
    await expect(
      repo.recordPaymentAttempt(uniqueCode(), { status: 'failed', providerStatus: 'failure', at: LATER }),
    ).resolves.toBeUndefined();
  });

  it('takes a payment of an order switched to cash meanwhile: online and paid again, its pending code void; a failure leaves it alone', async () => {
    const repo = await repository();
    // What a switch to cash leaves: a cash order waiting for its SMS code.
    const switched = orderRecordOf();
    await repo.save(switched);
    await repo.recordPaymentAttempt(switched.code, { status: 'failed', providerStatus: 'failure', at: LATER });
    expect((await repo.findByCode(switched.code))?.payment.status).toBe(switched.payment.status);
    expect(await repo.markPaid(switched.code, { providerStatus: 'success', paidAt: LATER })).toBe('marked');
    const paid = await repo.findByCode(switched.code);
    expect(paid).toMatchObject({ payMethod: 'online', form: { payMethod: 'online' }, payment: { status: 'paid' } });
    expect(switched.confirmation.status).toBe('sms-pending');
    expect(paid?.confirmation).toMatchObject({
      status: 'not-required',
      codeHash: null,
      codeExpiresAt: null,
      revision: switched.confirmation.revision + 1,
    });
  });

  it('refunds a paid order once, and nothing else; a refunded order is never paid or failed again', async () => {
    const repo = await repository();
    const order = onlineOrderOf();
    await repo.save(order);
    expect(await repo.markRefunded(order.code, { providerStatus: 'reversed', at: LATER })).toBe('not-paid');
    expect(await repo.markPaid(order.code, { providerStatus: 'success', paidAt: LATER })).toBe('marked');
    const refundedAt = new Date(LATER.getTime() + 60_000);
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => repo.markRefunded(order.code, { providerStatus: 'reversed', at: refundedAt })),
    );
    expect(outcomes.filter((outcome) => outcome === 'marked')).toHaveLength(1);
    expect(await repo.markPaid(order.code, { providerStatus: 'success', paidAt: refundedAt })).toBe('already-paid');
    await repo.recordPaymentAttempt(order.code, { status: 'failed', providerStatus: 'failure', at: refundedAt });
    expect((await repo.findByCode(order.code))?.payment).toMatchObject({
      status: 'refunded',
      providerStatus: 'reversed',
      updatedAt: refundedAt,
    });
    expect(await repo.markRefunded(uniqueCode(), { providerStatus: 'reversed', at: LATER })).toBe('not-found');
  });

  it('knows a phone as confirmed only after an SMS confirmation or a payment', async () => {
    const repo = await repository();
    const pending = orderRecordOf();
    await repo.save(pending);
    expect(await hasConfirmed(repo, pending.phoneDigits)).toBe(false);
    await repo.replaceConfirmation(
      pending.code,
      0,
      nextConfirmation(pending.confirmation, { status: 'sms-confirmed' }),
    );
    expect(await hasConfirmed(repo, pending.phoneDigits)).toBe(true);

    const online = onlineOrderOf();
    await repo.save(online);
    expect(await hasConfirmed(repo, online.phoneDigits)).toBe(false);
    await repo.markPaid(online.code, { providerStatus: 'success', paidAt: LATER });
    expect(await hasConfirmed(repo, online.phoneDigits)).toBe(true);

    const byCall = orderRecordOf();
    await repo.save(byCall);
    await repo.replaceConfirmation(
      byCall.code,
      0,
      nextConfirmation(byCall.confirmation, { status: 'phone-call-requested', codeHash: null }),
    );
    expect(await hasConfirmed(repo, byCall.phoneDigits)).toBe(false);
    expect(await hasConfirmed(repo, '0000000000')).toBe(false);
  });

  it('counts the SMS codes a phone was sent since an instant: orders that started with a code, whatever became of them', async () => {
    const repo = await repository();
    const first = orderRecordOf();
    const phoneDigits = first.phoneDigits;
    const at = (minute: number) => new Date(PLACED_AT.getTime() + minute * 60_000);
    const withCodeAt = (minute: number) =>
      orderRecordOf({
        phoneDigits,
        confirmation: { ...first.confirmation, codeExpiresAt: at(minute + 5), updatedAt: at(minute) },
      });
    await repo.save(withCodeAt(0));
    const confirmedLater = withCodeAt(10);
    await repo.save(confirmedLater);
    await repo.replaceConfirmation(
      confirmedLater.code,
      0,
      nextConfirmation(confirmedLater.confirmation, { status: 'sms-confirmed', codeHash: null }),
    );
    await repo.save(onlineOrderOf({ phoneDigits }));
    await repo.save(withCodeAt(20));
    await repo.save(orderRecordOf());

    expect(await repo.phoneHistory(phoneDigits, at(-1))).toEqual({ hasConfirmedOrder: true, codesSentSince: 3 });
    expect((await repo.phoneHistory(phoneDigits, at(10))).codesSentSince).toBe(2);
    expect((await repo.phoneHistory(phoneDigits, at(11))).codesSentSince).toBe(1);
    expect((await repo.phoneHistory(phoneDigits, at(21))).codesSentSince).toBe(0);
    expect(await repo.phoneHistory('0000000000', EVER)).toEqual({ hasConfirmedOrder: false, codesSentSince: 0 });
  });

  it('keeps times to the millisecond', async () => {
    const repo = await repository();
    const order = orderRecordOf({ createdAt: new Date('2025-12-31T21:59:59.999Z') });
    await repo.save(order);
    expect((await repo.findByCode(order.code))?.createdAt.toISOString()).toBe('2025-12-31T21:59:59.999Z');
    expect((await repo.findByCode(order.code))?.confirmation.codeExpiresAt).toEqual(
      new Date(PLACED_AT.getTime() + 300_000),
    );
  });
};
