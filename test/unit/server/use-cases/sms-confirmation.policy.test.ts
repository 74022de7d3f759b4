import { describe, expect, it } from 'vitest';
import { InMemoryUsageQuota } from '../../../doubles/server/in-memory-usage-quota.adapter';
import {
  needsSmsConfirmation,
  SMS_BUDGET_KEY,
  SMS_CODES_PER_PHONE,
  SMS_GUESSES_PER_PHONE,
  SMS_LIMIT_WINDOW_MS,
  smsGuessClaim,
  smsSendClaims,
} from '../../../../src/server/application/use-cases/support/sms-confirmation.policy';

const everyday = { toPayKopiykas: 45_800, phoneHasConfirmedOrder: false } as const;
const LIMITS = { perAddress: 20, hourlyBudget: 1_000 } as const;
const NOON = new Date('2025-06-11T09:00:00Z');
const later = (ms: number) => new Date(NOON.getTime() + ms);

describe('which orders are confirmed by SMS', () => {
  it('confirms online orders by their payment', () => {
    expect(needsSmsConfirmation({ ...everyday, payMethod: 'online' })).toBe(false);
    expect(needsSmsConfirmation({ ...everyday, payMethod: 'online', toPayKopiykas: 900_000 })).toBe(false);
  });

  it('asks an unknown phone for a code, and a known customer only for a large order', () => {
    expect(needsSmsConfirmation({ ...everyday, payMethod: 'cash' })).toBe(true);
    expect(needsSmsConfirmation({ ...everyday, payMethod: 'card', phoneHasConfirmedOrder: true })).toBe(false);
    expect(
      needsSmsConfirmation({ ...everyday, payMethod: 'cash', phoneHasConfirmedOrder: true, toPayKopiykas: 150_000 }),
    ).toBe(true);
  });
});

describe('the SMS limits', () => {
  it('give a phone its share of codes an hour, then none until the oldest is an hour old', async () => {
    const quota = new InMemoryUsageQuota();
    const claims = (address: string) => smsSendClaims('0671112233', address, LIMITS);
    for (let sent = 0; sent < SMS_CODES_PER_PHONE; sent++)
      expect(await quota.take(claims(`10.0.0.${sent}`), later(sent * 60_000))).toEqual({ ok: true });
    expect(await quota.take(claims('10.0.1.1'), later(30 * 60_000))).toEqual({
      ok: false,
      exhausted: 'sms:phone:0671112233',
    });
    expect(await quota.take(claims('10.0.1.1'), later(SMS_LIMIT_WINDOW_MS + 1))).toEqual({ ok: true });
  });

  it('give one client address its share over any phones, and the whole shop its budget', async () => {
    const quota = new InMemoryUsageQuota();
    for (let phone = 0; phone < LIMITS.perAddress; phone++)
      expect(
        (await quota.take(smsSendClaims(`06700000${String(phone).padStart(2, '0')}`, '203.0.113.7', LIMITS), NOON)).ok,
      ).toBe(true);
    expect(await quota.take(smsSendClaims('0679999999', '203.0.113.7', LIMITS), NOON)).toEqual({
      ok: false,
      exhausted: 'sms:address:203.0.113.7',
    });
    const shop = new InMemoryUsageQuota();
    for (let phone = 0; phone < 3; phone++)
      expect(
        (
          await shop.take(
            smsSendClaims(`050000000${phone}`, `198.51.100.${phone}`, { perAddress: 20, hourlyBudget: 3 }),
            NOON,
          )
        ).ok,
      ).toBe(true);
    expect(
      await shop.take(smsSendClaims('0509999999', '198.51.100.99', { perAddress: 20, hourlyBudget: 3 }), NOON),
    ).toEqual({ ok: false, exhausted: SMS_BUDGET_KEY });
  });

  it('count a used-up claim against nothing else', async () => {
    const quota = new InMemoryUsageQuota();
    for (let sent = 0; sent < SMS_CODES_PER_PHONE; sent++)
      await quota.take(smsSendClaims('0671112233', null, LIMITS), NOON);
    await quota.take(smsSendClaims('0671112233', '203.0.113.9', LIMITS), NOON);
    expect(await quota.used('sms:address:203.0.113.9', new Date(0))).toBe(0);
    expect(await quota.used(SMS_BUDGET_KEY, new Date(0))).toBe(SMS_CODES_PER_PHONE);
  });

  it('give a phone its guesses over all its codes together', async () => {
    const quota = new InMemoryUsageQuota();
    for (let guess = 0; guess < SMS_GUESSES_PER_PHONE; guess++)
      expect((await quota.take([smsGuessClaim('0671112233')], NOON)).ok).toBe(true);
    expect((await quota.take([smsGuessClaim('0671112233')], NOON)).ok).toBe(false);
    expect((await quota.take([smsGuessClaim('0501112233')], NOON)).ok).toBe(true);
  });
});
