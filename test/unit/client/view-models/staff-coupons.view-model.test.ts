import { describe, expect, it } from 'vitest';
import { InMemoryCookieAdapter } from '../../../../src/client/adapters/server-render/in-memory-cookie.adapter';
import { InMemoryStaffCallbacksApi } from '../../../../src/client/adapters/demo/in-memory-staff-callbacks-api.adapter';
import { InMemoryStaffCouponsApi } from '../../../../src/client/adapters/demo/in-memory-staff-coupons-api.adapter';
import { InMemoryStaffMenuApi } from '../../../../src/client/adapters/demo/in-memory-staff-menu-api.adapter';
import { ManualTimerAdapter } from '../support/doubles/manual-timer.adapter';
import type { AdminCityPreferencePort } from '../../../../src/client/application/ports/admin-city-preference.port';
import { AdminSessionViewModel } from '../../../../src/client/view-models/admin-session.view-model';
import {
  CALLBACKS_BADGE_REFRESH_MS,
  CallbacksBadgeViewModel,
} from '../../../../src/client/view-models/callbacks-badge.view-model';
import { couponInputOf, emptyCouponDraft } from '../../../../src/client/view-models/staff-coupon-form';
import { StaffCallbacksViewModel } from '../../../../src/client/view-models/staff-callbacks.view-model';
import { StaffCouponsViewModel } from '../../../../src/client/view-models/staff-coupons.view-model';
import type { CityId } from '../../../../src/domain/city/city';

const session = () => new AdminSessionViewModel(new InMemoryCookieAdapter({ auth_token: 't' }));
const preference = (cityId: CityId | null = null): AdminCityPreferencePort & { saved: CityId[] } => {
  const saved: CityId[] = [];
  return { saved, load: () => saved.at(-1) ?? cityId, save: (id) => saved.push(id) };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the coupon form', () => {
  it('reads what staff type the Ukrainian way, and a gift coupon has no value', () => {
    const draft = {
      ...emptyCouponDraft(),
      code: 'x',
      kind: 'fixed' as const,
      value: '1 049,5',
      minSum: ' ',
      usageLimit: '3',
      validFrom: '2025-06-01T10:00',
    };
    expect(couponInputOf(draft)).toMatchObject({
      value: 1049.5,
      minSum: null,
      usageLimit: 3,
      validFrom: '2025-06-01T10:00',
      validUntil: null,
      gifts: [],
    });
    expect(couponInputOf({ ...draft, value: '12a' }).value).toBeNaN();
    expect(couponInputOf({ ...draft, kind: 'gift', gifts: [[]] })).toMatchObject({
      value: 0,
      gifts: [{ options: [] }],
    });
  });
});

describe('StaffCouponsViewModel', () => {
  const viewModel = (api = new InMemoryStaffCouponsApi(), signedIn = session()) => ({
    vm: new StaffCouponsViewModel(api, new InMemoryStaffMenuApi(), signedIn),
    api,
    signedIn,
  });

  it('shows no errors before the first save, then every field’s, and sends nothing invalid', async () => {
    const { vm, api } = viewModel();
    vm.startNew();
    expect(vm.fieldProblems).toEqual({});
    expect(await vm.save()).toBe(false);
    expect(vm.fieldProblems).toEqual({
      code: { key: 'coupons.problem.required' },
      value: { key: 'coupons.problem.not-a-whole-percent' },
    });
    expect(api.calls).toEqual([]);
  });

  it('saves a new coupon on top of the list and closes the form; a taken code lands next to the code', async () => {
    const { vm } = viewModel();
    await vm.load();
    vm.startNew();
    vm.edit({ code: 'welcome', value: '10' });
    expect(await vm.save()).toBe(false);
    expect(vm.fieldProblems.code).toEqual({ key: 'coupons.problem.code-taken' });
    vm.edit({ code: 'fresh' });
    expect(vm.fieldProblems.code).toBeUndefined();
    expect(await vm.save()).toBe(true);
    expect(vm.draft).toBeNull();
    expect(vm.coupons[0]).toMatchObject({ code: 'FRESH', value: 10 });
  });

  it('keeps a coupon saved or switched while the list was on its way, whose answer predates them', async () => {
    const { vm, api } = viewModel();
    const list = api.listCoupons.bind(api);
    let deliverList = (): void => undefined;
    api.listCoupons = async () => {
      const answer = await list();
      await new Promise<void>((resolve) => (deliverList = resolve));
      return answer;
    };
    const loading = vm.load();
    vm.startNew();
    vm.edit({ code: 'fresh', value: '10' });
    expect(await vm.save()).toBe(true);
    const listed = await list();
    const burger10 = listed.ok ? listed.value.find((coupon) => coupon.code === 'BURGER10') : undefined;
    if (burger10 === undefined) throw new Error('no BURGER10');
    await vm.setActive(burger10, false);
    deliverList();
    await loading;
    expect(vm.state).toBe('ready');
    expect(vm.coupons.map((coupon) => coupon.code)).toEqual(['FRESH', 'WELCOME', 'COLA', 'WINTER', 'BURGER10']);
    expect(vm.coupons.find((coupon) => coupon.code === 'BURGER10')?.active).toBe(false);
  });

  it('a gift coupon starts with a gift to fill with menu products, once each', async () => {
    const { vm } = viewModel();
    vm.startNew();
    vm.setKind('gift');
    await settle();
    expect(vm.giftProducts.length).toBeGreaterThan(0);
    vm.addGiftProduct(0, 'burger-classic');
    vm.addGiftProduct(0, 'burger-classic');
    expect(vm.draft?.gifts).toEqual([[{ iikoId: 'burger-classic', modifierIds: [] }]]);
    expect(vm.productName('burger-classic')).toBe('Класичний');
    vm.removeGiftProduct(0, 'burger-classic');
    vm.edit({ code: 'G' });
    expect(await vm.save()).toBe(false);
    expect(vm.fieldProblems.gifts).toEqual({ key: 'coupons.problem.empty-gift' });
  });

  it('switches a coupon off; a failure is said on the coupon; an expired token signs out', async () => {
    const { vm, api, signedIn } = viewModel();
    await vm.load();
    const burger10 = vm.coupons.find((coupon) => coupon.code === 'BURGER10');
    if (burger10 === undefined) throw new Error('no BURGER10');
    await vm.setActive(burger10, false);
    expect(vm.coupons.find((coupon) => coupon.id === burger10.id)?.active).toBe(false);
    api.failing.add('active');
    await vm.setActive(burger10, true);
    expect(vm.switchProblems.get(burger10.id)).toEqual({ key: 'coupons.problem.save-failed' });
    api.unauthorized = true;
    await vm.load();
    expect(signedIn.authenticated).toBe(false);
  });
});

describe('StaffCallbacksViewModel and the navigation badge', () => {
  it('lists the city of the staff’s preference, switches city, and a status change refreshes the badge', async () => {
    const api = new InMemoryStaffCallbacksApi(undefined, 50, () => new Date('2025-06-11T10:00:00Z'));
    const prefs = preference(1);
    const timers = new ManualTimerAdapter();
    const badge = new CallbacksBadgeViewModel(api, prefs, timers);
    const vm = new StaffCallbacksViewModel(api, session(), prefs, badge);
    await vm.load();
    expect(vm.callbacks.map((callback) => callback.id)).toEqual([4, 3, 1]);
    badge.start();
    await settle();
    expect(badge.count).toBe(2);

    const [olena] = vm.callbacks;
    if (olena === undefined) throw new Error('no request');
    await vm.mark(olena, 'called');
    await settle();
    expect(vm.callbacks[0]?.status).toBe('called');
    expect(badge.count).toBe(1);

    vm.selectCity(2);
    await settle();
    expect(prefs.saved).toEqual([2]);
    expect(vm.callbacks.map((callback) => callback.id)).toEqual([3, 2]);
    expect(badge.count).toBe(1);

    // A request arriving meanwhile shows on the badge within a minute.
    api.add({
      cityId: 2,
      name: 'Нова',
      phone: '+38 (067) 000 00 00',
      comment: '',
      createdAt: '2025-06-11T10:00:00.000Z',
    });
    timers.advance(CALLBACKS_BADGE_REFRESH_MS);
    await settle();
    expect(badge.count).toBe(2);
    badge.stop();
  });
});
