import type { PaymentType } from '../../../domain/payment/payment-type';

/** The payment types the admin set up (GET /delivery-and-payment); the domain picks the allowed ones. */
export interface PaymentTypesPort {
  listPaymentTypes(cityId: number): Promise<readonly PaymentType[]>;
}
