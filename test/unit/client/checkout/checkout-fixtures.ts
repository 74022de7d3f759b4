import { SequentialRandomId } from '../support/doubles/sequential-random-id.adapter';
import { OrderSubmissionKeys } from '../../../../src/client/application/order-submission-keys';
import 'reflect-metadata';
import { makeAutoObservable } from 'mobx';
import { InMemoryOrderApi } from '../support/doubles/in-memory-order-api.adapter';
import { RecordingAnalytics } from '../support/doubles/recording-analytics.adapter';
import { RecordingPaymentRedirect } from '../support/doubles/recording-payment-redirect.adapter';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { KeyValueOrderSession } from '../../../../src/client/adapters/storage/key-value-order-session.adapter';
import { KeyValueRecentOrdersStorage } from '../../../../src/client/adapters/storage/key-value-recent-orders-storage.adapter';
import { createCompleteOrder } from '../../../../src/client/application/complete-order.use-case';
import { PaymentRecovery } from '../../../../src/client/application/payment-recovery.use-case';
import { PlaceOrder } from '../../../../src/client/application/place-order.use-case';
import { DialogOrderQuestions } from '../../../../src/client/view-models/checkout/dialog-order-questions';
import type { CouponCustomer } from '../../../../src/client/application/apply-coupon.use-case';
import type { CouponCustomerSource } from '../../../../src/client/view-models/checkout/coupon.view-model';
import type {
  AddressZoneReading,
  CouponReading,
} from '../../../../src/client/view-models/checkout/checkout-parts.contract';
import { PaymentRecoveryViewModel } from '../../../../src/client/view-models/checkout/payment-recovery.view-model';
import { CheckoutPageViewModel } from '../../../../src/client/view-models/checkout/checkout-page.view-model';
import { CheckoutReferenceStore } from '../../../../src/client/view-models/checkout/checkout-reference.store';
import { OrderCompletion } from '../../../../src/client/view-models/checkout/order-completion';
import { OrderDraftStore } from '../../../../src/client/view-models/checkout/order-draft.store';
import { OrderFormViewModel } from '../../../../src/client/view-models/checkout/order-form.view-model';
import { OrderSubmissionViewModel } from '../../../../src/client/view-models/checkout/order-submission.view-model';
import { DialogViewModel } from '../../../../src/client/view-models/dialog.view-model';
import { WorkingHoursViewModel } from '../../../../src/client/view-models/working-hours.view-model';
import { loadedStorefrontAt, settle, type StorefrontOptions } from '../support/storefront-fixtures';

/** Small fakes of the two checkout parts (the seam), as the contract describes them. */
export class FakeZone implements AddressZoneReading {
  zoneColor = null;
  zoneMinutes: 0 | 29 | 59 | 89 | null = null;
  outOfZone = false;
  zoneWord = '';
  lookingUp = false;
  calls: string[] = [];
  constructor() {
    // Observable like the real part, so a test moving the address out of zone re-runs the form's rules.
    makeAutoObservable(this);
  }
  addressChanged(input: { street: { name: string }; house: string }): void {
    this.calls.push(`${input.street.name} ${input.house}`);
  }
  reset(): void {
    this.calls.push('reset');
  }
}

export class FakeCoupon implements CouponReading {
  /** Reads who orders where the real coupon part does: the source the container gives it (the draft). */
  constructor(private readonly who: CouponCustomerSource) {}
  customer(): CouponCustomer {
    return this.who.customer;
  }
  state = 'default' as const;
  appliedValue = '';
  discount = 0;
  selectedItems = [];
  payMethods: (string | null)[] = [];
  cleared = 0;
  cartChanges = 0;
  payMethodChanged(method: string | null): void {
    this.payMethods.push(method);
  }
  cartChanged(): void {
    this.cartChanges += 1;
  }
  clear(): void {
    this.cleared += 1;
  }
}

export interface CheckoutOptions extends StorefrontOptions {
  readonly zone?: FakeZone;
}

/**
 * The order form, its submission and the thank-you page on fake adapters, wired as the container
 * wires them; `newCheckoutPage()` builds the page as a fresh navigation to /checkout/ would.
 */
export const checkoutAt = async (path = '/', now = Date.UTC(2025, 0, 15, 10, 0, 0), options: CheckoutOptions = {}) => {
  const store = await loadedStorefrontAt(path, options);
  store.clock.set(now);
  const api = new InMemoryOrderApi();
  const site = new InMemorySiteApi();
  const session = new KeyValueOrderSession(store.storage);
  const zone = options.zone ?? new FakeZone();
  const draft = new OrderDraftStore(store.clock);
  const coupon = new FakeCoupon(draft);
  const dialog = new DialogViewModel();
  const workingHours = new WorkingHoursViewModel(site, store.clock, store.shell, store.cities);
  const reference = new CheckoutReferenceStore(api, site);
  const form = new OrderFormViewModel(
    draft,
    store.shell,
    store.cart,
    reference,
    workingHours,
    session,
    store.cartStorage,
    zone,
    coupon,
  );
  form.activate();
  const analytics = new RecordingAnalytics();
  const payment = new RecordingPaymentRedirect();
  const keys = new OrderSubmissionKeys(store.storage, new SequentialRandomId('submission'));
  const complete = createCompleteOrder({
    session,
    cartStorage: store.cartStorage,
    analytics,
    keys,
    recentOrders: new KeyValueRecentOrdersStorage(store.storage),
    clock: store.clock,
  });
  const completion = new OrderCompletion(complete, store.cart, draft, coupon);
  const placeOrder = new PlaceOrder({
    api,
    session,
    keys,
    payment,
    questions: new DialogOrderQuestions(dialog),
    storage: store.storage,
    clock: store.clock,
    complete,
  });
  const submission = new OrderSubmissionViewModel(
    form,
    store.cart,
    coupon,
    store.shell,
    store.scroll,
    placeOrder,
    completion,
    store.clock,
    store.timer,
  );
  const recovery = new PaymentRecovery({ api, session, payment, complete });
  const newCheckoutPage = () =>
    new CheckoutPageViewModel(
      api,
      session,
      completion,
      store.shell,
      new PaymentRecoveryViewModel(recovery, submission, completion, store.shell),
    );
  await settle();
  return {
    ...store,
    api,
    session,
    draft,
    zone,
    coupon,
    dialog,
    form,
    submission,
    analytics,
    payment,
    completion,
    newCheckoutPage,
  };
};

export type CheckoutFixture = Awaited<ReturnType<typeof checkoutAt>>;

export const fillCart = (store: CheckoutFixture, id: string, times: number) => {
  for (let i = 0; i < times; i += 1) store.options.choose(id);
};

export const fillValid = (form: OrderFormViewModel) => {
  form.contact.setName('Олена');
  form.contact.setPhone('0671234567');
  form.contact.chooseStreet({ id: 's1', name: 'вулиця Городоцька' });
  form.contact.setHouse('28');
  form.delivery.choosePayMethod('cash');
};
