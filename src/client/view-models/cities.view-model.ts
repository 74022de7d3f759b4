import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CitySlug } from '../../domain/city/city';
import type { Locale } from '../../domain/shared/locale';
import type { CityDto } from '../../domain/shop-api/catalog.contract';
import type { PageHeadTextDto } from '../../domain/shop-api/page-head-texts.contract';
import type { SiteApiPort } from '../application/ports/site-api.port';
import type { CityProfile } from '../application/city-profile';
import { TOKENS } from '../di/tokens';
import { phoneHref } from './phone-href';

export type CitiesStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The cities as the server knows them (GET /api/cities): phone, name, sushi setting. One store
 * for the page's lifetime, loaded once; until it answers (or if it fails) the shell's built-in
 * city profiles stand in, so a phone number is always shown.
 */
@injectable()
export class CitiesViewModel {
  status: CitiesStatus = 'idle';
  cities: readonly CityDto[] = [];
  private loading: Promise<void> | null = null;

  constructor(
    @inject(TOKENS.SiteApi) private readonly api: SiteApiPort,
    @inject(TOKENS.CityProfiles) private readonly profiles: Readonly<Record<CitySlug, CityProfile>>,
  ) {
    makeAutoObservable<this, 'api' | 'profiles' | 'loading'>(
      this,
      { cities: observableRef, api: false, profiles: false, loading: false },
      { autoBind: true },
    );
  }

  /** Safe to call from every component that needs cities: the request goes out once. */
  load(): Promise<void> {
    if (this.loading === null || this.status === 'failed') {
      this.status = 'loading';
      this.loading = this.api.getCities().then((result) =>
        runInAction(() => {
          if (result.ok) this.cities = result.value;
          this.status = result.ok ? 'ready' : 'failed';
        }),
      );
    }
    return this.loading;
  }

  city(slug: CitySlug): CityDto | undefined {
    return this.cities.find((city) => city.slug === slug);
  }

  phoneOf(slug: CitySlug): string {
    return this.city(slug)?.phone ?? this.profiles[slug].phone;
  }

  phoneHrefOf(slug: CitySlug): string {
    return phoneHref(this.phoneOf(slug));
  }

  /** Decision: sushi is a per-city admin setting. */
  sushiEnabledIn(slug: CitySlug): boolean {
    return this.city(slug)?.sushiEnabled ?? this.profiles[slug].sushiAvailable;
  }

  /** The page titles and descriptions staff wrote for the city (architecture/seo.md); none until the cities are read. */
  headTextsIn(slug: CitySlug): readonly PageHeadTextDto[] {
    return this.city(slug)?.headTexts ?? [];
  }

  /** The server's name of the city, or null while unknown (the caller then uses its own text). */
  nameOf(slug: CitySlug, locale: Locale): string | null {
    return this.city(slug)?.name[locale] ?? null;
  }
}
