import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProcessAlive, waitForProcessExit } from '../../../src/server/adapters/database/embedded/process-inspection';
import { postmasterPidOf, requirePid, startShop, watchdogPidOf, type ShopProcess } from '../support/shop-process';
import { makeTempDir, removeDir } from '../support/temp-dir';
import { cartLine, orderBody, uniqueKey } from './support/order-requests';

/** A weekday noon in Kyiv: the shop is open, alcohol may be sold. */
const ENV = {
  SHOP_FIXED_TIME: '2025-06-11T12:00:00+03:00',
  ADMIN_LOGIN: 'crash-admin',
  ADMIN_PASSWORD: 'orders survive crashes',
  SHOP_DEV_SMS: '1',
  SMS_CODES_PER_ADDRESS: '1000000',
  SMS_HOURLY_BUDGET: '1000000',
};

interface Acknowledged {
  readonly orderId: string;
  readonly toPay: number;
}

const postJson = async (shop: ShopProcess, path: string, body: unknown): Promise<Response> =>
  fetch(`${shop.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const postForm = async (shop: ShopProcess, path: string, fields: Record<string, string>): Promise<Response> =>
  fetch(`${shop.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** Hidden fields of the test page's Pay form. */
const payFormOf = (html: string): Record<string, string> => {
  const pay = /<form method="POST" action="[^"]+">(.*?)<\/form>/gs;
  const form = [...html.matchAll(pay)].find((m) => m[1]?.includes('test-payment-pay'))?.[1] ?? '';
  const value = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form)?.[1] ?? '';
  return { data: value('data'), signature: value('signature') };
};

/**
 * The real shop process is killed as hard as it gets (SIGKILL to its process group, then its
 * database and the database's watchdog, like a power cut) right after it acknowledged orders, and
 * while more were in flight. On restart on the same DATA_DIR every acknowledged order is there,
 * with what happened to it before the crash: a confirmed code, a payment. Secrets persisted in
 * DATA_DIR still verify a code sent and a payment form issued before the crash.
 */
describe('acknowledged orders survive a hard crash of the shop and its database', () => {
  let dataDir = '';
  let shop: ShopProcess | null = null;

  beforeAll(async () => {
    dataDir = await makeTempDir('order-crash');
  });
  afterAll(async () => {
    const postmaster = await postmasterPidOf(dataDir);
    await shop?.killGroup();
    if (postmaster !== null && (await isProcessAlive(postmaster))) {
      process.kill(postmaster, 'SIGINT');
      await waitForProcessExit(postmaster, 10_000);
    }
    await removeDir(dataDir);
  });

  const placeOrder = async (running: ShopProcess, body: ReturnType<typeof orderBody>) => {
    const response = await postJson(running, '/api/order/create', body);
    expect(response.status).toBe(200);
    return (await response.json()) as {
      orderId: string;
      smsConfirm: boolean;
      liqpayForm: { action: string; data: string; signature: string } | null;
    };
  };

  const summaryOf = async (running: ShopProcess, orderId: string) => {
    const response = await fetch(`${running.baseUrl}/api/order/${orderId}`);
    return {
      status: response.status,
      body: (await response.json()) as { totals: { toPay: number }; paymentStatus: string; confirmationStatus: string },
    };
  };

  it('finds every acknowledged order after SIGKILL to the process group and the database', async () => {
    shop = await startShop({ dataDir, env: ENV });
    const running = shop;
    const acknowledged: Acknowledged[] = [];

    // Orders of every kind, each acknowledged before the next.
    const kinds = [
      orderBody([cartLine('burger-classic', 2)]),
      orderBody([cartLine('burger-classic', 3), cartLine('beer-lager')], { payMethod: 'online' }),
      orderBody([cartLine('set-lviv', 1)], {
        deliveryType: 'self-pickup',
        selfPickupPointId: '1',
        payMethod: 'card',
        sticks: 4,
      }),
      orderBody([cartLine('burger-classic', 2)], {
        deliveryType: 'pre-order',
        deliveryDate: '12.06.2025',
        deliveryTime: '13:00',
      }),
      orderBody([cartLine('burger-classic', 2), cartLine('drink-cola', 1, { isCoupon: true })], { coupon: 'GIFT' }),
    ];
    for (const body of kinds) {
      const answer = await placeOrder(running, body);
      acknowledged.push({
        orderId: answer.orderId,
        toPay: (await summaryOf(running, answer.orderId)).body.totals.toPay,
      });
    }

    // One order confirmed by its SMS code, one paid on the test page, both acknowledged.
    const smsBody = orderBody([cartLine('burger-classic', 2)]);
    const smsOrder = await placeOrder(running, smsBody);
    const outbox = await fetch(`${running.baseUrl}/api/dev/sms?phone=${encodeURIComponent(smsBody.orderForm.phone)}`);
    const { code } = (await outbox.json()) as { code: string };
    expect(
      await (await postJson(running, '/api/order/verify-code', { orderId: smsOrder.orderId, code })).json(),
    ).toEqual({ success: true });

    const paidOrder = await placeOrder(running, orderBody([cartLine('burger-classic', 2)], { payMethod: 'online' }));
    const page = await postForm(running, paidOrder.liqpayForm!.action, {
      data: paidOrder.liqpayForm!.data,
      signature: paidOrder.liqpayForm!.signature,
    });
    expect((await postForm(running, '/api/payments/test-callback', payFormOf(await page.text()))).status).toBe(303);

    // A code sent and a payment form issued before the crash, used only after it.
    const pendingBody = orderBody([cartLine('burger-classic', 2)]);
    const pendingOrder = await placeOrder(running, pendingBody);
    const pendingCode = (
      (await (
        await fetch(`${running.baseUrl}/api/dev/sms?phone=${encodeURIComponent(pendingBody.orderForm.phone)}`)
      ).json()) as { code: string }
    ).code;
    const unpaidOrder = await placeOrder(running, orderBody([cartLine('burger-classic', 2)], { payMethod: 'online' }));

    // A burst in flight: the kill lands while these run; whatever was answered must survive.
    const inFlight = Array.from({ length: 20 }, () =>
      postJson(running, '/api/order/create', orderBody([cartLine('burger-classic', 2)], {}, { orderId: uniqueKey() }))
        .then(async (response) =>
          response.status === 200 ? ((await response.json()) as { orderId: string }).orderId : null,
        )
        .catch(() => null),
    );
    const firstAnswers = await Promise.race([
      Promise.any(inFlight),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
    expect(firstAnswers).not.toBeUndefined();

    // The crash: the watchdog first (it would stop the database gracefully), then the shop's
    // whole group, then the database itself, with no shutdown checkpoint.
    const postmaster = requirePid(await postmasterPidOf(dataDir), 'the database');
    const watchdog = await watchdogPidOf(postmaster);
    if (watchdog !== null) process.kill(watchdog, 'SIGKILL');
    await running.killGroup();
    if (await isProcessAlive(postmaster)) process.kill(postmaster, 'SIGKILL');
    expect(await waitForProcessExit(postmaster, 10_000)).toBe(true);
    const burst = (await Promise.all(inFlight)).filter((orderId): orderId is string => orderId !== null);
    shop = null;

    shop = await startShop({ dataDir, env: ENV });
    const restarted = shop;
    for (const order of acknowledged) {
      const found = await summaryOf(restarted, order.orderId);
      expect(found.status, order.orderId).toBe(200);
      expect(found.body.totals.toPay).toBe(order.toPay);
    }
    for (const orderId of burst) expect((await summaryOf(restarted, orderId)).status, orderId).toBe(200);
    expect((await summaryOf(restarted, smsOrder.orderId)).body.confirmationStatus).toBe('sms-confirmed');
    expect((await summaryOf(restarted, paidOrder.orderId)).body.paymentStatus).toBe('success');

    // The SMS pepper and the test payment secret came back from DATA_DIR.
    expect(
      await (
        await postJson(restarted, '/api/order/verify-code', { orderId: pendingOrder.orderId, code: pendingCode })
      ).json(),
    ).toEqual({ success: true });
    const laterPage = await postForm(restarted, unpaidOrder.liqpayForm!.action, {
      data: unpaidOrder.liqpayForm!.data,
      signature: unpaidOrder.liqpayForm!.signature,
    });
    expect(laterPage.status).toBe(200);
    expect((await postForm(restarted, '/api/payments/test-callback', payFormOf(await laterPage.text()))).status).toBe(
      303,
    );
    expect(
      await (await postJson(restarted, '/api/order/payment-status', { orderId: unpaidOrder.orderId })).json(),
    ).toBe('success');
  }, 120_000);
});
