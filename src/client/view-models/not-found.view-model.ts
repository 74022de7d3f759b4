import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { CITY_SLUGS, cityIdOf, type CitySlug } from '../../domain/city/city';
import { isCityStopped } from '../../domain/working-hours/stop-list.rule';
import type { WorkingHoursRecord } from '../../domain/working-hours/working-hours.types';
import type { SiteApiPort } from '../application/ports/site-api.port';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';

/**
 * The 404 page: both cities as buttons; a city staff stopped as a whole is disabled.
 * Until the stops arrive (or if they cannot be read) both buttons work: a way out beats a guess.
 */
@injectable()
export class NotFoundViewModel {
  records: readonly WorkingHoursRecord[] = [];

  constructor(
    @inject(TOKENS.SiteApi) private readonly api: SiteApiPort,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'shell'>(
      this,
      { records: observableRef, api: false, shell: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const answers = await Promise.all(CITY_SLUGS.map((city) => this.api.getStoppedFunctionalities(cityIdOf(city))));
    runInAction(() => {
      this.records = answers.flatMap((answer) => (answer.ok ? answer.value : []));
    });
  }

  get cities(): readonly CitySlug[] {
    return CITY_SLUGS;
  }

  isDisabled(city: CitySlug): boolean {
    return isCityStopped(this.records, cityIdOf(city));
  }

  /** Remembers the city and answers its main page (Lviv is '/', Kyiv '/kyiv/'). */
  choose(city: CitySlug): string {
    return this.shell.switchCity(city);
  }
}
