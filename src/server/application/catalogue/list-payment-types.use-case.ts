import { sortPaymentTypes } from '../../../domain/payment/payment-type-order.rule';
import { ok } from '../../../domain/shared/result';
import type { PaymentTypeDto } from '../../../domain/shop-api/catalog.contract';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { PaymentTypesReadPort } from './ports/payment-types-read.port';
import type { CityDirectory } from './support/city-directory';

/**
 * GET /delivery-and-payment: every city's payment types (the browser picks its city's), city by
 * city, each in the display order online, card, cash (architecture/product-rules.md#payments); or
 * one city's with `cityId`.
 */
export class ListPaymentTypesUseCase {
  constructor(private readonly deps: { paymentTypes: PaymentTypesReadPort; cities: CityDirectory }) {}

  async execute(input: {
    readonly cityId: number | null;
  }): Promise<UseCaseResult<readonly PaymentTypeDto[], 'unknown-city'>> {
    const cities = await this.deps.cities.list();
    if (input.cityId !== null && !cities.some((city) => city.id === input.cityId)) {
      return refuse('unknown-city', { cityId: input.cityId });
    }
    const all = await this.deps.paymentTypes.listAllPaymentTypes();
    const wanted = input.cityId === null ? cities.map((city) => city.id) : [input.cityId];
    return ok(wanted.flatMap((cityId) => sortPaymentTypes(all.filter((type) => type.cityId === cityId))));
  }
}
