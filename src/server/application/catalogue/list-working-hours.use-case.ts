import { ok } from '../../../domain/shared/result';
import type { StoppedFunctionalityDto } from '../../../domain/shop-api/ordering.contract';
import type { StopListPort } from '../ports/stop-list.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { CityDirectory } from './support/city-directory';

export interface ListWorkingHoursInput {
  readonly cityId: number;
  /** true: only what is stopped (the storefront's call on every page init); null: every record. */
  readonly isStoped: boolean | null;
}

/** GET /site-management/working-hours: a city's working-hours records with their stop texts. */
export class ListWorkingHoursUseCase {
  constructor(private readonly deps: { stops: StopListPort; cities: CityDirectory }) {}

  async execute(
    input: ListWorkingHoursInput,
  ): Promise<UseCaseResult<readonly StoppedFunctionalityDto[], 'unknown-city'>> {
    const city = await this.deps.cities.find(input.cityId);
    if (city === null) return refuse('unknown-city', { cityId: input.cityId });
    const { workingHours } = await this.deps.stops.findStops(city.id);
    return ok(
      input.isStoped === null ? workingHours : workingHours.filter((record) => record.isStoped === input.isStoped),
    );
  }
}
