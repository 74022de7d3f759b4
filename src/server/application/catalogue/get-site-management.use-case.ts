import type { DeliveryType } from '../../../domain/order/order-form';
import { ok } from '../../../domain/shared/result';
import type { SiteManagementDto } from '../../../domain/shop-api/ordering.contract';
import { WORK_HOURS } from '../../../domain/working-hours/working-hours.constants';
import { FUNCTIONALITIES, type Functionality } from '../../../domain/working-hours/working-hours.types';
import type { CityStops, StopListPort } from '../ports/stop-list.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { GetSiteSettingsUseCase } from './get-site-settings.use-case';
import type { CityDirectory } from './support/city-directory';

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Present in every one of the lists: what is switched off everywhere. */
const inEvery = <T>(lists: readonly (readonly T[])[]): T[] => {
  const [first = [], ...rest] = lists;
  return first.filter((item) => rest.every((list) => list.includes(item)));
};

const stoppedIn = (stops: CityStops): Functionality[] =>
  stops.workingHours.filter((record) => record.isStoped).map((record) => record.functionality);

/**
 * GET /site-management. The original shop's call names no city, so without
 * `cityId` it describes the whole site: a functionality or delivery type counts as disabled only
 * when it is off in every city (per-city stops come from /site-management/working-hours). With
 * `cityId` it describes that city. Texts come from the city (or the first city) asked about.
 */
export class GetSiteManagementUseCase {
  constructor(
    private readonly deps: { stops: StopListPort; settings: GetSiteSettingsUseCase; cities: CityDirectory },
  ) {}

  async execute(input: { readonly cityId: number | null }): Promise<UseCaseResult<SiteManagementDto, 'unknown-city'>> {
    const cities = await this.deps.cities.list();
    if (input.cityId !== null && !cities.some((city) => city.id === input.cityId)) {
      return refuse('unknown-city', { cityId: input.cityId });
    }
    const cityIds = input.cityId === null ? cities.map((city) => city.id) : [input.cityId];
    const [settings, ...stops] = await Promise.all([
      this.deps.settings.execute(),
      ...cityIds.map((cityId) => this.deps.stops.findStops(cityId)),
    ]);
    const setting = (name: string): string | undefined =>
      settings.find((s) => s.name === name)?.value.trim() || undefined;

    const translationsByFunctionality: SiteManagementDto['translationsByFunctionality'] = Object.fromEntries(
      FUNCTIONALITIES.flatMap((functionality) => {
        const record = stops[0]?.workingHours.find((r) => r.functionality === functionality);
        return record === undefined ? [] : [[functionality, record.translation]];
      }),
    );
    return ok({
      disabledFunctionalities: inEvery<Functionality>(stops.map(stoppedIn)),
      disabledDeliveryTypes: inEvery<DeliveryType>(stops.map((s) => s.disabledDeliveryTypes)),
      translationsByFunctionality,
      isDefaultNonWorking: setting('isDefaultNonWorking') === 'true',
      workingHours: {
        open: setting('workingHoursOpen') ?? hhmm(WORK_HOURS.from),
        close: setting('workingHoursClose') ?? hhmm(WORK_HOURS.until),
      },
      settings,
    });
  }
}
