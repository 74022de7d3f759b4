import { describe, expect, it } from 'vitest';
import { buildPipeline, lineOf, orderOf, reasonOf, valueOf, type Pipeline } from './order-pipeline.fixture';

/** A first-time cash order: its SMS code is '1234'. */
const placeOrder = async (p: Pipeline): Promise<string> =>
  valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)]))).orderId;

const confirmationOf = async (p: Pipeline, code: string) => (await p.orders.findByCode(code))?.confirmation;

describe('verify code', () => {
  it('confirms the order with the right code', async () => {
    const p = buildPipeline();
    const orderId = await placeOrder(p);
    expect(valueOf(await p.verifyCode.execute({ orderId, code: '1234' }))).toEqual({ success: true });
    expect(await confirmationOf(p, orderId)).toMatchObject({ status: 'sms-confirmed', attempts: 0, revision: 1 });
  });

  it('answers success again to a repeated right code (a lost answer), but not to a wrong one', async () => {
    const p = buildPipeline();
    const orderId = await placeOrder(p);
    valueOf(await p.verifyCode.execute({ orderId, code: '1234' }));
    expect(valueOf(await p.verifyCode.execute({ orderId, code: '1234' }))).toEqual({ success: true });
    expect(reasonOf(await p.verifyCode.execute({ orderId, code: '9999' }))).toBe('wrong-code');
  });

  it('fails without an order id, and for an unknown order', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.verifyCode.execute({ orderId: '', code: '1234' }))).toBe('order-id-required');
    expect(reasonOf(await p.verifyCode.execute({ orderId: null, code: '1234' }))).toBe('order-id-required');
    expect(reasonOf(await p.verifyCode.execute({ code: '1234' }))).toBe('order-id-required');
    expect(reasonOf(await p.verifyCode.execute({ orderId: 'NOSUCHCODE', code: '1234' }))).toBe('order-not-found');
  });

  it('counts wrong codes and says how many tries are left', async () => {
    const p = buildPipeline();
    const orderId = await placeOrder(p);
    expect(await p.verifyCode.execute({ orderId, code: '0000' })).toEqual({
      ok: false,
      reason: 'wrong-code',
      messageKey: 'refusal.wrong-code',
      details: { attemptsLeft: 4 },
    });
    expect(await confirmationOf(p, orderId)).toMatchObject({ status: 'sms-pending', attempts: 1 });
  });

  it('locks after 5 wrong tries, even for the right code afterwards', async () => {
    const p = buildPipeline();
    const orderId = await placeOrder(p);
    const reasons = [];
    for (const code of ['0001', '0002', '0003', '0004', '0005'])
      reasons.push(reasonOf(await p.verifyCode.execute({ orderId, code })));
    expect(reasons).toEqual(['wrong-code', 'wrong-code', 'wrong-code', 'wrong-code', 'code-locked']);
    expect(reasonOf(await p.verifyCode.execute({ orderId, code: '1234' }))).toBe('code-locked');
    expect(await confirmationOf(p, orderId)).toMatchObject({ status: 'sms-locked', attempts: 5, codeHash: null });
  });

  it('confirms on the fifth try when it is right', async () => {
    const p = buildPipeline();
    const orderId = await placeOrder(p);
    for (const code of ['0001', '0002', '0003', '0004']) await p.verifyCode.execute({ orderId, code });
    expect(valueOf(await p.verifyCode.execute({ orderId, code: '1234' }))).toEqual({ success: true });
  });

  it('cannot be raced past the lock by parallel guesses', async () => {
    const p = buildPipeline();
    const orderId = await placeOrder(p);
    const guesses = Array.from({ length: 12 }, (_, i) => p.verifyCode.execute({ orderId, code: String(5000 + i) }));
    const reasons = (await Promise.all(guesses)).map(reasonOf);
    expect(reasons.every((r) => r === 'wrong-code' || r === 'code-locked' || r === 'confirmation-busy')).toBe(true);
    expect(reasons.filter((r) => r === 'wrong-code').length).toBeLessThanOrEqual(4);
    for (let i = 0; i < 5; i++) await p.verifyCode.execute({ orderId, code: '0000' });
    expect(await confirmationOf(p, orderId)).toMatchObject({ status: 'sms-locked', attempts: 5 });
    expect(reasonOf(await p.verifyCode.execute({ orderId, code: '1234' }))).toBe('code-locked');
  });

  it('accepts the code until 5 minutes have passed, then calls it expired', async () => {
    const p = buildPipeline();
    const orderId = await placeOrder(p);
    p.clock.advanceBy(5 * 60_000);
    expect(reasonOf(await p.verifyCode.execute({ orderId, code: '1234' }))).toBe('code-expired');
    expect(await confirmationOf(p, orderId)).toMatchObject({ attempts: 0 });

    const q = buildPipeline();
    const other = await placeOrder(q);
    q.clock.advanceBy(5 * 60_000 - 1);
    expect(valueOf(await q.verifyCode.execute({ orderId: other, code: '1234' }))).toEqual({ success: true });
  });

  it('does not count a malformed code as a guess', async () => {
    const p = buildPipeline();
    const orderId = await placeOrder(p);
    for (const code of ['123', '12345', 'abcd', '', ' 12 ']) {
      expect(reasonOf(await p.verifyCode.execute({ orderId, code }))).toBe('invalid-code');
    }
    expect(await confirmationOf(p, orderId)).toMatchObject({ attempts: 0, status: 'sms-pending' });
  });

  it('binds the code to its order: one order code does not confirm another', async () => {
    const p = buildPipeline();
    const first = await placeOrder(p);
    const second = await placeOrder(p);
    expect((await confirmationOf(p, first))?.codeHash).not.toBe((await confirmationOf(p, second))?.codeHash);
  });

  it('has nothing to verify for an order that needs no code, or after a call was requested', async () => {
    const p = buildPipeline();
    const online = valueOf(
      await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], { payMethod: 'online' })),
    ).orderId;
    expect(reasonOf(await p.verifyCode.execute({ orderId: online, code: '1234' }))).toBe('confirmation-not-required');

    const cash = await placeOrder(p);
    valueOf(await p.verifyPhoneCall.execute({ orderId: cash }));
    expect(reasonOf(await p.verifyCode.execute({ orderId: cash, code: '1234' }))).toBe('phone-call-requested');
  });
});
