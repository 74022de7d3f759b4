import { describe, expect, it } from 'vitest';
import { InMemoryStaffCallbacksApi } from '../../../../src/client/adapters/demo/in-memory-staff-callbacks-api.adapter';
import { InMemoryStaffCouponsApi } from '../../../../src/client/adapters/demo/in-memory-staff-coupons-api.adapter';
import type { StaffCouponInputDto } from '../../../../src/domain/shop-api/staff-coupons.contract';

const INPUT: StaffCouponInputDto = {
  code: ' spring ',
  kind: 'fixed',
  value: 30,
  minSum: 0,
  validFrom: null,
  validUntil: null,
  usageLimit: 5,
  active: true,
  cityIds: [2, 1],
  gifts: [],
};

describe('InMemoryStaffCouponsApi', () => {
  it('adds a coupon as the server stores it, newest first', async () => {
    const api = new InMemoryStaffCouponsApi();
    const created = await api.createCoupon(INPUT);
    expect(created).toEqual({
      ok: true,
      value: { ...INPUT, id: 5, code: 'SPRING', minSum: null, cityIds: [1, 2], timesUsed: 0 },
    });
    const listed = await api.listCoupons();
    expect(listed.ok && listed.value.map((coupon) => coupon.code)).toEqual([
      'SPRING',
      'WELCOME',
      'COLA',
      'WINTER',
      'BURGER10',
    ]);
  });

  it('refuses as the server does: the rule names the field, a taken code is code-taken, gifts must be menu products', async () => {
    const api = new InMemoryStaffCouponsApi();
    expect(await api.createCoupon({ ...INPUT, usageLimit: 0 })).toMatchObject({
      ok: false,
      reason: 'invalid',
      field: 'usageLimit',
    });
    expect(await api.createCoupon({ ...INPUT, code: 'welcome' })).toMatchObject({
      ok: false,
      reason: 'code-taken',
      field: 'code',
    });
    expect(
      await api.createCoupon({ ...INPUT, gifts: [{ options: [{ iikoId: 'unicorn', modifierIds: [] }] }] }),
    ).toMatchObject({ ok: false, reason: 'invalid', field: 'gifts' });
    expect(await api.updateCoupon(99, INPUT)).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('edits keeping the use count, may keep its own code, and switches off', async () => {
    const api = new InMemoryStaffCouponsApi();
    expect(await api.updateCoupon(1, { ...INPUT, code: 'BURGER10' })).toMatchObject({
      ok: true,
      value: { id: 1, kind: 'fixed', timesUsed: 140 },
    });
    expect(await api.setActive(1, false)).toMatchObject({ ok: true, value: { active: false, timesUsed: 140 } });
    api.unauthorized = true;
    expect(await api.listCoupons()).toEqual({ ok: false, reason: 'unauthorized' });
  });
});

describe('InMemoryStaffCallbacksApi', () => {
  it('lists a city’s requests and those without a city, newest first, a page at a time', async () => {
    const api = new InMemoryStaffCallbacksApi(undefined, 2, () => new Date('2025-06-11T10:00:00Z'));
    const first = await api.listCallbacks(1);
    expect(first.ok && first.value.callbacks.map((callback) => callback.id)).toEqual([4, 3]);
    expect(first.ok && first.value.nextBefore).toBe(3);
    const second = await api.listCallbacks(1, 3);
    expect(second).toMatchObject({ ok: true, value: { nextBefore: null } });
    expect(second.ok && second.value.callbacks.map((callback) => callback.id)).toEqual([1]);
  });

  it('counts the new ones, and a status change is signed and lowers the count', async () => {
    const api = new InMemoryStaffCallbacksApi(undefined, 50, () => new Date('2025-06-11T10:00:00Z'));
    expect(await api.countNew(1)).toEqual({ ok: true, value: 2 });
    expect(await api.changeStatus(4, 'called')).toMatchObject({
      ok: true,
      value: { status: 'called', statusChangedAt: '2025-06-11T10:00:00.000Z', statusChangedBy: 'demo' },
    });
    expect(await api.countNew(1)).toEqual({ ok: true, value: 1 });
    expect(await api.countNew(2)).toEqual({ ok: true, value: 1 });
    api.add({
      cityId: 2,
      name: 'Нова',
      phone: '+38 (067) 000 00 00',
      comment: '',
      createdAt: '2025-06-11T10:00:00.000Z',
    });
    expect(await api.countNew(2)).toEqual({ ok: true, value: 2 });
    expect(await api.changeStatus(99, 'done')).toEqual({ ok: false, reason: 'not-found' });
  });
});
