import type { PaymentType } from '../../../src/domain/payment/payment-type';
import type { PaymentTypesPort } from '../../../src/server/application/ports/payment-types.port';

/** The payment types of every city, kept in memory and switchable like the admin's toggles. */
export class InMemoryPaymentTypes implements PaymentTypesPort {
  private types: PaymentType[];

  constructor(types: readonly PaymentType[] = []) {
    this.types = types.map((type) => ({ ...type }));
  }

  async listPaymentTypes(cityId: number): Promise<readonly PaymentType[]> {
    return this.types.filter((type) => type.cityId === cityId).map((type) => ({ ...type }));
  }

  setAllowed(cityId: number, name: string, isAllowed: boolean): void {
    this.types = this.types.map((type) =>
      type.cityId === cityId && type.name === name ? { ...type, isAllowed } : type,
    );
  }
}
