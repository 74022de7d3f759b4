import type { PaymentTypeDto } from '../../../../domain/shop-api/catalog.contract';

/** Every city's payment types (GET /delivery-and-payment lists them all). */
export interface PaymentTypesReadPort {
  listAllPaymentTypes(): Promise<readonly PaymentTypeDto[]>;
}
