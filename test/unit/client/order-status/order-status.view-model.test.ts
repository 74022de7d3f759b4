import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { OrderProgressDto } from '../../../../src/domain/shop-api/order-progress.contract';
import { InMemoryOrderProgress } from '../support/doubles/in-memory-order-progress.adapter';
import type { AppShellViewModel } from '../../../../src/client/view-models/app-shell.view-model';
import { OrderStatusViewModel } from '../../../../src/client/view-models/checkout/order-status.view-model';

const order = (overrides: Partial<OrderProgressDto> = {}): OrderProgressDto => ({
  code: 'AB23CD45EF',
  cityId: 1,
  deliveryType: 'delivery',
  status: 'new',
  cancelReason: null,
  awaitsOnlinePayment: false,
  createdAt: '2025-06-11T09:00:00.000Z',
  promise: { kind: 'zone', minutes: 29, by: '12:29' },
  customer: { firstName: 'Олена', phoneEnding: '67' },
  lines: [
    {
      name: 'Класичний',
      translation: { en: 'Classic' },
      count: 2,
      modifiers: [
        { productId: 'mod-patty-chicken', name: 'Куряча котлета', translation: { en: 'Chicken patty' } },
        { productId: 'mod-extra-bacon', name: 'Додатковий бекон', translation: {} },
      ],
      total: 378,
      isGift: false,
    },
  ],
  shipping: 50,
  discount: 0,
  toPay: 428,
  ...overrides,
});

const shell = { locale: 'en', homePath: '/en/' } as unknown as AppShellViewModel;

const setup = (orders: readonly OrderProgressDto[] = [order()]) => {
  const server = new InMemoryOrderProgress(orders);
  const vm = new OrderStatusViewModel(server, server, shell);
  return { server, vm };
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('OrderStatusViewModel', () => {
  it('shows a new order waiting for the restaurant, its promise, lines and sum', async () => {
    const { vm } = setup();
    vm.open('AB23CD45EF');
    expect(vm.state).toBe('loading');
    await settled();
    expect(vm.state).toBe('ready');
    expect(vm.progress?.state).toBe('waiting');
    expect(vm.steps.map((step) => step.state)).toEqual(['to-come', 'to-come', 'to-come', 'to-come']);
    expect(vm.promise).toEqual({ key: 'status.promise.zone', params: { time: '12:29', minutes: 29 } });
    expect(vm.customer).toEqual({ key: 'status.customer', params: { name: 'Олена', ending: '67' } });
    // The chosen modifiers under the line, in the page's language where the order kept it.
    expect(vm.lines).toEqual([
      expect.objectContaining({ name: 'Classic', count: 2, modifiers: 'Chicken patty, Додатковий бекон' }),
    ]);
    expect(vm.shippingText).toMatch(/50/);
    expect(vm.discountText).toBeNull();
    expect(vm.toPayText).toMatch(/428/);
  });

  it('names free delivery, a coupon discount, and no delivery line for a self-pickup', async () => {
    const { vm } = setup([
      order({ shipping: 0, discount: 38 }),
      order({ code: 'PICKUP', deliveryType: 'self-pickup', shipping: 0 }),
    ]);
    vm.open('AB23CD45EF');
    await settled();
    expect(vm.shippingText).toBe('');
    expect(vm.discountText).toMatch(/^−38/);
    vm.open('PICKUP');
    await settled();
    expect(vm.shippingText).toBeNull();
  });

  it('follows the changes the stream tells, and only of its own order', async () => {
    const { server, vm } = setup([order(), order({ code: 'OTHER' })]);
    vm.open('AB23CD45EF');
    await settled();
    server.change(order({ status: 'cooking' }));
    expect(vm.steps.map((step) => step.state)).toEqual(['done', 'current', 'to-come', 'to-come']);
    server.change(order({ code: 'OTHER', status: 'cancelled' }));
    expect(vm.order?.status).toBe('cooking');
    server.change(order({ status: 'cancelled', cancelReason: 'Немає інгредієнтів' }));
    expect(vm.progress?.state).toBe('cancelled');
    expect(vm.order?.cancelReason).toBe('Немає інгредієнтів');
  });

  it('reads the order again once the stream is back after a drop, or when events were missed', async () => {
    const { server, vm } = setup();
    vm.open('AB23CD45EF');
    await settled();
    const loads = server.loads;
    server.connection('AB23CD45EF', 'down');
    expect(vm.live).toBe(false);
    // Staff move the order while the stream is down: the page hears nothing of it...
    server.change(order({ status: 'accepted' }), { silently: true });
    expect(vm.order?.status).toBe('new');
    // ...until it is back and reads the order again.
    server.connection('AB23CD45EF', 'live');
    await settled();
    expect(server.loads).toBe(loads + 1);
    expect(vm.order?.status).toBe('accepted');

    server.change(order({ status: 'cooking' }), { silently: true });
    server.resync('AB23CD45EF');
    await settled();
    expect(vm.order?.status).toBe('cooking');
  });

  it('lets a read answered after a newer event not undo it', async () => {
    const { server, vm } = setup();
    vm.open('AB23CD45EF');
    // The first read (of the order still new) is under way when the stream tells of a move.
    server.change(order({ status: 'cooking' }));
    await settled();
    expect(vm.order?.status).toBe('cooking');
  });

  it('says so for an unknown code, and stops following when closed', async () => {
    const { server, vm } = setup();
    vm.open('NOSUCHCODE');
    await settled();
    expect(vm.state).toBe('not-found');
    expect(server.followed).toEqual(['NOSUCHCODE']);
    vm.close();
    expect(server.followed).toEqual([]);
  });
});
