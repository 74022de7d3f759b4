import type { CityId } from '../../../domain/city/city';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { PublicScheduleDto } from '../../../domain/shop-api/admin-site.contract';
import type { CityDto, ContentPageDto } from '../../../domain/shop-api/catalog.contract';
import type { CallbackRequestDto, SiteManagementDto } from '../../../domain/shop-api/ordering.contract';
import type { PageSnapshot } from '../../../domain/shop-api/page-snapshot.contract';
import type { WorkingHoursRecord } from '../../../domain/working-hours/working-hours.types';
import type { ContentPageSlug, SiteApiFailure, SiteApiPort } from '../../application/ports/site-api.port';
import { readCities, readContentPage, readSchedule, readStoppedFunctionalities } from '../http/site-api.serialization';

const unavailable = <T>(): Promise<Result<T, SiteApiFailure>> => Promise.resolve(err('unavailable'));

type CityEntry = { readonly cityId: CityId; readonly body: unknown } | null;

/**
 * A snapshot entry that answers the first question about its city, read with the HTTP adapter's
 * shape check, and nothing after that: the first render uses it, later questions want live data.
 */
class FirstAnswer<T> {
  private used = false;

  constructor(
    private readonly entry: CityEntry,
    private readonly read: (body: unknown) => T | null,
  ) {}

  take(cityId: CityId): T | null {
    if (this.used || this.entry === null || this.entry.cityId !== cityId) return null;
    this.used = true;
    return this.read(this.entry.body);
  }
}

/**
 * The cities and the information page's text a server-rendered page was built from (architecture/seo.md), read with the HTTP
 * adapter's shape check, and the first question about its schedule and its stops; every other
 * call goes to `fetched` (the browser's HTTP adapter), or is unavailable where there is none (the
 * server, whose render shows no stops or hours).
 */
export class PreloadedSiteApi implements SiteApiPort {
  private readonly stops: FirstAnswer<readonly WorkingHoursRecord[]>;
  private readonly schedule: FirstAnswer<PublicScheduleDto>;

  constructor(
    private readonly snapshot: PageSnapshot,
    private readonly fetched: SiteApiPort | null,
  ) {
    this.stops = new FirstAnswer(snapshot.stops ?? null, readStoppedFunctionalities);
    this.schedule = new FirstAnswer(snapshot.schedule ?? null, readSchedule);
  }

  getCities(): Promise<Result<readonly CityDto[], SiteApiFailure>> {
    const cities = readCities(this.snapshot.cities);
    return Promise.resolve(cities === null ? err('unavailable') : ok(cities));
  }

  getContent(page: ContentPageSlug, cityId: CityId): Promise<Result<ContentPageDto, SiteApiFailure>> {
    const content = this.snapshot.content ?? null;
    if (content !== null && content.slug === page && content.cityId === cityId) {
      const read = readContentPage(content.body);
      return Promise.resolve(read === null ? err('unavailable') : ok(read));
    }
    return this.fetched?.getContent(page, cityId) ?? unavailable();
  }

  /** The page's stops answer the first question about its city (the stop notice); later ones are live. */
  getStoppedFunctionalities(cityId: CityId): Promise<Result<readonly WorkingHoursRecord[], SiteApiFailure>> {
    const preloaded = this.stops.take(cityId);
    if (preloaded !== null) return Promise.resolve(ok(preloaded));
    return this.fetched?.getStoppedFunctionalities(cityId) ?? unavailable();
  }

  getSiteManagement(): Promise<Result<SiteManagementDto, SiteApiFailure>> {
    return this.fetched?.getSiteManagement() ?? unavailable();
  }

  /** The page's schedule answers the first question about its city (the first render); later ones are live. */
  getSchedule(cityId: CityId): Promise<Result<PublicScheduleDto, SiteApiFailure>> {
    const preloaded = this.schedule.take(cityId);
    if (preloaded !== null) return Promise.resolve(ok(preloaded));
    return this.fetched?.getSchedule(cityId) ?? unavailable();
  }

  sendCallback(request: CallbackRequestDto): Promise<Result<void, SiteApiFailure>> {
    return this.fetched?.sendCallback(request) ?? unavailable();
  }
}
