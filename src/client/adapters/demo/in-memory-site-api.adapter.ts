import type { CityId } from '../../../domain/city/city';
import type { CityDto, ContentPageDto } from '../../../domain/shop-api/catalog.contract';
import type { PublicScheduleDto } from '../../../domain/shop-api/admin-site.contract';
import type { CallbackRequestDto, SiteManagementDto } from '../../../domain/shop-api/ordering.contract';
import { dayHoursDtoOf } from '../../../domain/site-schedule/schedule-dto.mapper';
import { DEFAULT_SCHEDULE } from '../../../domain/site-schedule/shop-schedule.defaults';
import type { Locale } from '../../../domain/shared/locale';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Functionality, StopText, WorkingHoursRecord } from '../../../domain/working-hours/working-hours.types';
import type { ContentPageSlug, SiteApiFailure, SiteApiPort } from '../../application/ports/site-api.port';
import { FAKE_CITIES, FAKE_CONTENT_PAGES, FAKE_SITE_MANAGEMENT } from './fake-site-data';

export type SiteApiMethod = keyof SiteApiPort;

/** What a city nobody scheduled answers: the default hours, no busy mode, no full slot. */
export const DEFAULT_PUBLIC_SCHEDULE: PublicScheduleDto = {
  weekly: DEFAULT_SCHEDULE.weekly.map(dayHoursDtoOf),
  exceptions: [],
  busy: null,
  slotCapacity: null,
  fullSlots: [],
};

export interface InMemorySiteApiOptions {
  cities?: readonly CityDto[];
  contentPages?: readonly ContentPageDto[];
  stops?: readonly WorkingHoursRecord[];
  siteManagement?: SiteManagementDto;
}

/**
 * The site API without a server, answering like the real one: the city's phone filled into
 * pages, only stopped records of the asked city, callbacks kept in `callbacks`. Tests can make a
 * method fail (`fail`) or hold every answer until `release` to see pending states.
 */
export class InMemorySiteApi implements SiteApiPort {
  /** Every call in order, e.g. 'getStoppedFunctionalities:2'. */
  readonly calls: string[] = [];
  readonly callbacks: CallbackRequestDto[] = [];
  private readonly cities: readonly CityDto[];
  private readonly contentPages: readonly ContentPageDto[];
  private stops: WorkingHoursRecord[];
  private readonly siteManagement: SiteManagementDto;
  private readonly schedules = new Map<CityId, PublicScheduleDto>();
  private readonly failures = new Map<SiteApiMethod, SiteApiFailure>();
  private gate: { promise: Promise<void>; open: () => void } | null = null;

  constructor(options: InMemorySiteApiOptions = {}) {
    this.cities = options.cities ?? FAKE_CITIES;
    this.contentPages = options.contentPages ?? FAKE_CONTENT_PAGES;
    this.stops = [...(options.stops ?? [])];
    this.siteManagement = options.siteManagement ?? FAKE_SITE_MANAGEMENT;
  }

  /** Switches a functionality off in a city, the way staff do in the admin area. */
  stop(cityId: CityId, functionality: Functionality, translation: Partial<Record<Locale, StopText>> = {}): void {
    this.resume(cityId, functionality);
    this.stops.push({ cityId, functionality, isStoped: true, translation });
  }

  resume(cityId: CityId, functionality: Functionality): void {
    this.stops = this.stops.filter((record) => !(record.cityId === cityId && record.functionality === functionality));
  }

  /** Sets a city's schedule, the way staff do in site management. */
  setSchedule(cityId: CityId, schedule: PublicScheduleDto): void {
    this.schedules.set(cityId, schedule);
  }

  fail(method: SiteApiMethod, failure: SiteApiFailure = 'unavailable'): void {
    this.failures.set(method, failure);
  }

  recover(method: SiteApiMethod): void {
    this.failures.delete(method);
  }

  /** Answers wait from now until release(). */
  hold(): void {
    if (this.gate !== null) return;
    let open = () => undefined as void;
    const promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    this.gate = { promise, open };
  }

  release(): void {
    this.gate?.open();
    this.gate = null;
  }

  async getCities(): Promise<Result<readonly CityDto[], SiteApiFailure>> {
    return this.answer('getCities', [], () => ok(this.cities));
  }

  async getContent(page: ContentPageSlug, cityId: CityId): Promise<Result<ContentPageDto, SiteApiFailure>> {
    return this.answer('getContent', [page, cityId], () => {
      const found = this.contentPages.find((candidate) => candidate.slug === page);
      const phone = this.cities.find((city) => city.id === cityId)?.phone;
      if (found === undefined || phone === undefined) return err('not-found');
      return ok(withPhone(found, phone));
    });
  }

  async getStoppedFunctionalities(cityId: CityId): Promise<Result<readonly WorkingHoursRecord[], SiteApiFailure>> {
    return this.answer('getStoppedFunctionalities', [cityId], () =>
      ok(this.stops.filter((record) => record.cityId === cityId && record.isStoped)),
    );
  }

  async getSiteManagement(): Promise<Result<SiteManagementDto, SiteApiFailure>> {
    return this.answer('getSiteManagement', [], () => ok(this.siteManagement));
  }

  async getSchedule(cityId: CityId): Promise<Result<PublicScheduleDto, SiteApiFailure>> {
    return this.answer('getSchedule', [cityId], () => ok(this.schedules.get(cityId) ?? DEFAULT_PUBLIC_SCHEDULE));
  }

  async sendCallback(request: CallbackRequestDto): Promise<Result<void, SiteApiFailure>> {
    return this.answer('sendCallback', [request.name], () => {
      this.callbacks.push(request);
      return ok(undefined);
    });
  }

  private async answer<T>(
    method: SiteApiMethod,
    args: readonly unknown[],
    respond: () => Result<T, SiteApiFailure>,
  ): Promise<Result<T, SiteApiFailure>> {
    this.calls.push([method, ...args].join(':'));
    if (this.gate !== null) await this.gate.promise;
    const failure = this.failures.get(method);
    return failure === undefined ? respond() : err(failure);
  }
}

// Staff may leave a language empty, so only the languages present are filled in.
const withPhone = (page: ContentPageDto, phone: string): ContentPageDto => {
  const filled = Object.entries(page.translation).map(([locale, text]) => [
    locale,
    { title: text.title.replaceAll('{phone}', phone), html: text.html.replaceAll('{phone}', phone) },
  ]);
  return { slug: page.slug, translation: Object.fromEntries(filled) as unknown as ContentPageDto['translation'] };
};
