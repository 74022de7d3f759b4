import type { FastifyInstance } from 'fastify';
import type { PaymentCallbackVerifierPort } from '../../application/ports/payment-callback-verifier.port';
import type { TestPaymentPagesPort } from '../../application/ports/test-payment-pages.port';
import type { LoggerPort } from '../../application/ports/logger.port';
import type { AcceptPaymentCallbackUseCase } from '../../application/use-cases/accept-payment-callback.use-case';
import type { CheckCouponUseCase } from '../../application/use-cases/check-coupon.use-case';
import type { CheckPricesUseCase } from '../../application/use-cases/check-prices.use-case';
import type { CreateOrderUseCase } from '../../application/use-cases/create-order.use-case';
import { cartPricesRoutes } from './cart-prices.routes';
import { devClockRoutes, type DevClock } from './dev-clock.routes';
import { devSmsRoutes, type DevSmsOutbox } from './dev-sms.routes';
import { liqpayCallbackRoutes } from './liqpay-callback.routes';
import { orderConfirmationRoutes, type OrderConfirmationRoutesDeps } from './order-confirmation.routes';
import { orderCouponRoutes } from './order-coupon.routes';
import { orderCreateRoutes } from './order-create.routes';
import { orderPaymentChoiceRoutes, type OrderPaymentChoiceRoutesDeps } from './order-payment-choice.routes';
import { orderStatusRoutes, type OrderStatusRoutesDeps } from './order-status.routes';
import { testPaymentRoutes } from './test-payment.routes';

/** The order pipeline's use cases and integrations (composed in order-pipeline.composition.ts). */
export interface OrderRoutesDeps
  extends OrderStatusRoutesDeps, OrderConfirmationRoutesDeps, OrderPaymentChoiceRoutesDeps {
  readonly checkPrices: Pick<CheckPricesUseCase, 'execute'>;
  readonly checkCoupon: Pick<CheckCouponUseCase, 'execute'>;
  readonly createOrder: Pick<CreateOrderUseCase, 'execute'>;
  readonly acceptPaymentCallback: Pick<AcceptPaymentCallbackUseCase, 'execute' | 'recordRejected'>;
  /** LiqPay's callback verifier when LiqPay keys are configured; null registers no callback route. */
  readonly liqpay: PaymentCallbackVerifierPort | null;
  /** The test payment page when LiqPay is not configured; null registers no test page. */
  readonly testPayment: TestPaymentPagesPort | null;
  /** The development SMS outbox, only when it may be shown (never in production). */
  readonly devSms: DevSmsOutbox | null;
  /** The fixed clock, movable at /api/dev/clock, only when SHOP_DEV_CLOCK asks for it (demos and tests). */
  readonly devClock?: DevClock | null;
  readonly logger: LoggerPort;
}

/** Every order, payment and confirmation route; one registration in build-app.ts. */
export const orderPipelineRoutes = (deps: OrderRoutesDeps) => async (app: FastifyInstance) => {
  await app.register(cartPricesRoutes(deps));
  await app.register(orderCouponRoutes(deps));
  await app.register(orderCreateRoutes(deps));
  await app.register(orderStatusRoutes(deps));
  await app.register(orderConfirmationRoutes(deps));
  await app.register(orderPaymentChoiceRoutes(deps));
  if (deps.liqpay !== null) await app.register(liqpayCallbackRoutes({ ...deps, liqpay: deps.liqpay }));
  if (deps.testPayment !== null) await app.register(testPaymentRoutes({ ...deps, testPayment: deps.testPayment }));
  if (deps.devSms !== null) await app.register(devSmsRoutes({ outbox: deps.devSms }));
  if (deps.devClock != null) await app.register(devClockRoutes({ clock: deps.devClock }));
};
