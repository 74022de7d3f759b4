import type { Container } from 'inversify';
import { KeyValueOrderSession } from '../adapters/storage/key-value-order-session.adapter';
import { createCompleteOrder } from '../application/complete-order.use-case';
import type { AnalyticsPort } from '../application/ports/analytics.port';
import type { CartStoragePort } from '../application/ports/cart-storage.port';
import type { RecentOrdersStoragePort } from '../application/ports/recent-orders-storage.port';
import type { OrderApiPort } from '../application/ports/order-api.port';
import type { OrderSessionStoragePort } from '../application/ports/order-session-storage.port';
import type { StoragePort } from '../application/ports/storage.port';
import { OrderSubmissionKeys } from '../application/order-submission-keys';
import type { RandomIdPort } from '../application/ports/random-id.port';
import { PaymentRecovery } from '../application/payment-recovery.use-case';
import { PlaceOrder } from '../application/place-order.use-case';
import type { ClockPort } from '../application/ports/clock.port';
import type { OrderQuestionsPort } from '../application/ports/order-questions.port';
import type { PaymentRedirectPort } from '../application/ports/payment-redirect.port';
import type { CompleteOrder } from '../application/complete-order.use-case';
import { CheckoutPageViewModel } from '../view-models/checkout/checkout-page.view-model';
import { OrderStatusViewModel } from '../view-models/checkout/order-status.view-model';
import { CheckoutReferenceStore } from '../view-models/checkout/checkout-reference.store';
import { InertAddressZone, InertCoupon } from '../view-models/checkout/inert-checkout-parts';
import { DialogOrderQuestions } from '../view-models/checkout/dialog-order-questions';
import { OrderCompletion } from '../view-models/checkout/order-completion';
import { PaymentRecoveryViewModel } from '../view-models/checkout/payment-recovery.view-model';
import { OrderDraftStore } from '../view-models/checkout/order-draft.store';
import { OrderFormViewModel } from '../view-models/checkout/order-form.view-model';
import { OrderSubmissionViewModel } from '../view-models/checkout/order-submission.view-model';
import { TOKENS } from './tokens';

/**
 * The order form, its submission and the thank-you page. The form and submission live as long as
 * the page (the sidebar and the night modal both reach them); the thank-you page is fresh per visit.
 * Call after the checkout parts are bound: missing map/coupon parts get inert stand-ins.
 */
export const bindCheckout = (container: Container): void => {
  container
    .bind(TOKENS.OrderSession)
    .toDynamicValue((context) => new KeyValueOrderSession(context.get<StoragePort>(TOKENS.Storage)))
    .inSingletonScope();
  container
    .bind(TOKENS.OrderSubmissionKeys)
    .toDynamicValue(
      (context) =>
        new OrderSubmissionKeys(context.get<StoragePort>(TOKENS.Storage), context.get<RandomIdPort>(TOKENS.RandomId)),
    )
    .inSingletonScope();
  container
    .bind(TOKENS.CompleteOrder)
    .toDynamicValue((context) =>
      createCompleteOrder({
        session: context.get<OrderSessionStoragePort>(TOKENS.OrderSession),
        cartStorage: context.get<CartStoragePort>(TOKENS.CartStorage),
        analytics: context.get<AnalyticsPort>(TOKENS.Analytics),
        keys: context.get<OrderSubmissionKeys>(TOKENS.OrderSubmissionKeys),
        recentOrders: context.get<RecentOrdersStoragePort>(TOKENS.RecentOrdersStorage),
        clock: context.get<ClockPort>(TOKENS.Clock),
      }),
    )
    .inSingletonScope();
  container.bind(TOKENS.OrderQuestions).to(DialogOrderQuestions).inSingletonScope();
  container
    .bind(TOKENS.PlaceOrder)
    .toDynamicValue(
      (context) =>
        new PlaceOrder({
          api: context.get<OrderApiPort>(TOKENS.OrderApi),
          session: context.get<OrderSessionStoragePort>(TOKENS.OrderSession),
          keys: context.get<OrderSubmissionKeys>(TOKENS.OrderSubmissionKeys),
          payment: context.get<PaymentRedirectPort>(TOKENS.PaymentRedirect),
          questions: context.get<OrderQuestionsPort>(TOKENS.OrderQuestions),
          storage: context.get<StoragePort>(TOKENS.Storage),
          clock: context.get<ClockPort>(TOKENS.Clock),
          complete: context.get<CompleteOrder>(TOKENS.CompleteOrder),
        }),
    )
    .inSingletonScope();
  container
    .bind(TOKENS.PaymentRecovery)
    .toDynamicValue(
      (context) =>
        new PaymentRecovery({
          api: context.get<OrderApiPort>(TOKENS.OrderApi),
          session: context.get<OrderSessionStoragePort>(TOKENS.OrderSession),
          payment: context.get<PaymentRedirectPort>(TOKENS.PaymentRedirect),
          complete: context.get<CompleteOrder>(TOKENS.CompleteOrder),
        }),
    )
    .inSingletonScope();
  if (!container.isBound(TOKENS.AddressZone))
    container.bind(TOKENS.AddressZone).toConstantValue(new InertAddressZone());
  if (!container.isBound(TOKENS.Coupon)) container.bind(TOKENS.Coupon).toConstantValue(new InertCoupon());
  container.bind(TOKENS.CheckoutReferenceStore).to(CheckoutReferenceStore).inSingletonScope();
  container.bind(TOKENS.OrderDraft).to(OrderDraftStore).inSingletonScope();
  container.bind(TOKENS.CouponCustomer).toService(TOKENS.OrderDraft);
  container
    .bind<OrderFormViewModel>(TOKENS.OrderFormViewModel)
    .to(OrderFormViewModel)
    .inSingletonScope()
    .onActivation((_context, form) => {
      form.activate();
      return form;
    });
  container.bind(TOKENS.OrderCompletion).to(OrderCompletion).inSingletonScope();
  container.bind(TOKENS.OrderSubmissionViewModel).to(OrderSubmissionViewModel).inSingletonScope();
  container.bind(TOKENS.PaymentRecoveryViewModel).to(PaymentRecoveryViewModel).inTransientScope();
  container.bind(TOKENS.CheckoutPageViewModel).to(CheckoutPageViewModel).inTransientScope();
  container.bind(TOKENS.OrderStatusViewModel).to(OrderStatusViewModel).inTransientScope();
};
