import { describe, expect, it } from 'vitest';
import { emptyOrderForm } from '../../../../src/domain/order/order-form';
import { InMemoryOrderRepository } from '../../../doubles/server/in-memory-order-repository.adapter';
import type { OrderRecord } from '../../../../src/server/application/ports/order-record.types';

const AT = new Date('2025-06-10T11:00:00Z');

const orderOf = (overrides: Partial<OrderRecord> = {}): OrderRecord => ({
  code: 'CODE1',
  idempotencyKey: null,
  cityId: 1,
  createdAt: AT,
  language: 'uk',
  form: emptyOrderForm(),
  phoneDigits: '0671234567',
  payMethod: 'online',
  isAutofill: false,
  lines: [],
  totals: { orderKopiykas: 30_000, shippingKopiykas: 5_000, discountKopiykas: 0, toPayKopiykas: 35_000 },
  couponCode: null,
  zone: 'green',
  needsAddressCheck: false,
  pickupPoint: null,
  confirmation: { status: 'sms-pending', codeHash: 'h', codeExpiresAt: AT, attempts: 0, revision: 0, updatedAt: AT },
  payment: { status: 'awaiting', providerStatus: null, paidAt: null, updatedAt: AT },
  ...overrides,
});

describe('in-memory order repository', () => {
  it('stores an order and finds it by code and by idempotency key', async () => {
    const repo = new InMemoryOrderRepository();
    const order = orderOf({ idempotencyKey: 'k1' });
    expect(await repo.save(order)).toEqual({ kind: 'created', order });
    expect(await repo.findByCode('CODE1')).toEqual(order);
    expect(await repo.findByIdempotencyKey('k1')).toEqual(order);
    expect(await repo.findByCode('nope')).toBeNull();
    expect(await repo.findByIdempotencyKey('nope')).toBeNull();
  });

  it('answers the earlier order for a seen key and writes nothing', async () => {
    const repo = new InMemoryOrderRepository();
    await repo.save(orderOf({ idempotencyKey: 'k1' }));
    const again = await repo.save(orderOf({ code: 'CODE2', idempotencyKey: 'k1' }));
    expect(again).toMatchObject({ kind: 'duplicate', order: { code: 'CODE1' } });
    expect(repo.list()).toHaveLength(1);
  });

  it('reports a taken code', async () => {
    const repo = new InMemoryOrderRepository();
    await repo.save(orderOf());
    expect(await repo.save(orderOf({ idempotencyKey: 'other' }))).toEqual({ kind: 'code-taken' });
    expect(await repo.findByIdempotencyKey('other')).toBeNull();
  });

  it('keeps stored orders apart from the objects callers hold', async () => {
    const repo = new InMemoryOrderRepository();
    const order = orderOf();
    await repo.save(order);
    (order.totals as { toPayKopiykas: number }).toPayKopiykas = 1;
    const found = await repo.findByCode('CODE1');
    (found!.totals as { toPayKopiykas: number }).toPayKopiykas = 2;
    expect((await repo.findByCode('CODE1'))?.totals.toPayKopiykas).toBe(35_000);
  });

  it('replaces a confirmation only from the expected revision', async () => {
    const repo = new InMemoryOrderRepository();
    await repo.save(orderOf());
    const next = { ...orderOf().confirmation, attempts: 1, revision: 1 };
    expect(await repo.replaceConfirmation('CODE1', 0, next)).toBe(true);
    expect(await repo.replaceConfirmation('CODE1', 0, next)).toBe(false);
    expect(await repo.replaceConfirmation('nope', 0, next)).toBe(false);
    await expect(repo.replaceConfirmation('CODE1', 1, { ...next, revision: 5 })).rejects.toThrow(/revision/);
    expect((await repo.findByCode('CODE1'))?.confirmation).toMatchObject({ attempts: 1, revision: 1 });
  });

  it('marks paid once, and never lets a later failure undo it', async () => {
    const repo = new InMemoryOrderRepository();
    await repo.save(orderOf());
    const paidAt = new Date('2025-06-10T11:05:00Z');
    expect(await repo.markPaid('CODE1', { providerStatus: 'success', paidAt })).toBe('marked');
    expect(await repo.markPaid('CODE1', { providerStatus: 'success', paidAt: new Date() })).toBe('already-paid');
    expect(await repo.markPaid('nope', { providerStatus: 'success', paidAt })).toBe('not-found');
    await repo.recordPaymentAttempt('CODE1', { status: 'failed', providerStatus: 'failure', at: new Date() });
    expect((await repo.findByCode('CODE1'))?.payment).toEqual({
      status: 'paid',
      providerStatus: 'success',
      paidAt,
      updatedAt: paidAt,
    });
  });

  it('records payment attempts of an unpaid order, and ignores unknown codes', async () => {
    const repo = new InMemoryOrderRepository();
    await repo.save(orderOf());
    await repo.recordPaymentAttempt('CODE1', { status: 'failed', providerStatus: 'failure', at: AT });
    await repo.recordPaymentAttempt('nope', { status: 'failed', providerStatus: 'failure', at: AT });
    expect((await repo.findByCode('CODE1'))?.payment).toMatchObject({ status: 'failed', providerStatus: 'failure' });
  });

  it('knows a phone as confirmed once one of its orders is confirmed by SMS or paid', async () => {
    const repo = new InMemoryOrderRepository();
    await repo.save(orderOf());
    await repo.save(orderOf({ code: 'CODE2', phoneDigits: '0501112233' }));
    expect((await repo.phoneHistory('0671234567', new Date(0))).hasConfirmedOrder).toBe(false);
    await repo.replaceConfirmation('CODE1', 0, { ...orderOf().confirmation, status: 'sms-confirmed', revision: 1 });
    expect((await repo.phoneHistory('0671234567', new Date(0))).hasConfirmedOrder).toBe(true);
    expect((await repo.phoneHistory('0501112233', new Date(0))).hasConfirmedOrder).toBe(false);
    await repo.markPaid('CODE2', { providerStatus: 'success', paidAt: AT });
    expect((await repo.phoneHistory('0501112233', new Date(0))).hasConfirmedOrder).toBe(true);
    expect((await repo.phoneHistory('0000000000', new Date(0))).hasConfirmedOrder).toBe(false);
  });

  it('lists orders oldest first', async () => {
    const repo = new InMemoryOrderRepository();
    await repo.save(orderOf({ code: 'LATE', createdAt: new Date('2025-06-10T12:00:00Z') }));
    await repo.save(orderOf({ code: 'EARLY', createdAt: new Date('2025-06-10T10:00:00Z') }));
    expect(repo.list().map((o) => o.code)).toEqual(['EARLY', 'LATE']);
  });
});
