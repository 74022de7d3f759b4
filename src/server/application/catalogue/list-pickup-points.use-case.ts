import type { SelfPickupPoint } from '../../../domain/order/order-form';
import { ok } from '../../../domain/shared/result';
import type { SelfPickupPointDto } from '../../../domain/shop-api/ordering.contract';
import type { PickupPointsPort } from '../ports/pickup-points.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { CityDirectory } from './support/city-directory';

/** GET /self-pickup-points?cityId: where a city's customers can collect their order. */
export class ListPickupPointsUseCase {
  constructor(private readonly deps: { pickupPoints: PickupPointsPort; cities: CityDirectory }) {}

  async execute(input: {
    readonly cityId: number;
  }): Promise<UseCaseResult<readonly SelfPickupPointDto[], 'unknown-city'>> {
    const city = await this.deps.cities.find(input.cityId);
    if (city === null) return refuse('unknown-city', { cityId: input.cityId });
    return ok((await this.deps.pickupPoints.listPickupPoints(city.id)).map(publicPointOf));
  }
}

// Every language is always present in the answer, '' where staff gave no text.
const publicPointOf = (point: SelfPickupPoint): SelfPickupPointDto => ({
  id: point.id,
  deliveryCityName: point.deliveryCityName,
  streetName: point.streetName,
  house: point.house,
  translations: {
    en: {
      deliveryCityName: point.translations?.en?.deliveryCityName ?? '',
      streetName: point.translations?.en?.streetName ?? '',
    },
    ru: {
      deliveryCityName: point.translations?.ru?.deliveryCityName ?? '',
      streetName: point.translations?.ru?.streetName ?? '',
    },
  },
  hours: point.hours ?? '',
});
