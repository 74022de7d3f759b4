import { describe, expect, it } from 'vitest';
import { buildPipeline, lineOf, orderOf, reasonOf, valueOf, type Pipeline } from './order-pipeline.fixture';

const placeCashOrder = async (p: Pipeline): Promise<string> =>
  valueOf(await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)]))).orderId;

describe('verify phone call', () => {
  it('records that the operator must call, and no code can be entered afterwards', async () => {
    const p = buildPipeline();
    const orderId = await placeCashOrder(p);
    p.clock.advanceBy(60_000);
    expect(valueOf(await p.verifyPhoneCall.execute({ orderId }))).toEqual({ success: true });
    expect((await p.orders.findByCode(orderId))?.confirmation).toMatchObject({
      status: 'phone-call-requested',
      codeHash: null,
      revision: 1,
      updatedAt: p.clock.now(),
    });
  });

  it('is idempotent', async () => {
    const p = buildPipeline();
    const orderId = await placeCashOrder(p);
    valueOf(await p.verifyPhoneCall.execute({ orderId }));
    valueOf(await p.verifyPhoneCall.execute({ orderId }));
    expect((await p.orders.findByCode(orderId))?.confirmation).toMatchObject({
      status: 'phone-call-requested',
      revision: 1,
    });
  });

  it('is the way out after the code locked or expired', async () => {
    const p = buildPipeline();
    const orderId = await placeCashOrder(p);
    for (let i = 0; i < 5; i++) await p.verifyCode.execute({ orderId, code: '0000' });
    valueOf(await p.verifyPhoneCall.execute({ orderId }));
    expect((await p.orders.findByCode(orderId))?.confirmation.status).toBe('phone-call-requested');

    const other = await placeCashOrder(p);
    p.clock.advanceBy(10 * 60_000);
    valueOf(await p.verifyPhoneCall.execute({ orderId: other }));
    expect((await p.orders.findByCode(other))?.confirmation.status).toBe('phone-call-requested');
  });

  it('leaves an order that is confirmed or needs no confirmation as it is', async () => {
    const p = buildPipeline();
    const confirmed = await placeCashOrder(p);
    valueOf(await p.verifyCode.execute({ orderId: confirmed, code: '1234' }));
    valueOf(await p.verifyPhoneCall.execute({ orderId: confirmed }));
    expect((await p.orders.findByCode(confirmed))?.confirmation.status).toBe('sms-confirmed');

    const online = valueOf(
      await p.createOrder.execute(orderOf([lineOf('burger-classic', 2)], { payMethod: 'online' })),
    ).orderId;
    valueOf(await p.verifyPhoneCall.execute({ orderId: online }));
    expect((await p.orders.findByCode(online))?.confirmation.status).toBe('not-required');
  });

  it('fails without an order id, and for an unknown order', async () => {
    const p = buildPipeline();
    expect(reasonOf(await p.verifyPhoneCall.execute({}))).toBe('order-id-required');
    expect(reasonOf(await p.verifyPhoneCall.execute({ orderId: '   ' }))).toBe('order-id-required');
    expect(reasonOf(await p.verifyPhoneCall.execute({ orderId: 'NOSUCHCODE' }))).toBe('order-not-found');
  });
});
