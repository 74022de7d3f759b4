import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableShallow, runInAction } from 'mobx';
import type { MenuPage } from '../../domain/cart/category';
import { cityIdOf, type CityId } from '../../domain/city/city';
import type { FixedPageName, PageName } from '../../domain/routing/page-name';
import { isNightAt } from '../../domain/working-hours/shop-hours.rule';
import { MENU_SECTIONS, stopNoticeFor, type StopNotice } from '../../domain/working-hours/stop-notice.rule';
import { scheduleOfPublicDto } from '../../domain/site-schedule/schedule-dto.mapper';
import { DEFAULT_SCHEDULE } from '../../domain/site-schedule/shop-schedule.defaults';
import { shopHoursDisplayAt, type ShopHoursDisplay } from '../../domain/site-schedule/shop-hours-display.rule';
import { formatDayHours, hoursTextAt, nextOpenHoursAfter } from '../../domain/site-schedule/shop-schedule.rule';
import type { ShopSchedule } from '../../domain/site-schedule/shop-schedule.types';
import type { StopText, WorkingHoursRecord } from '../../domain/working-hours/working-hours.types';
import type { ClockPort } from '../application/ports/clock.port';
import type { SiteApiPort } from '../application/ports/site-api.port';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';
import type { CitiesViewModel } from './cities.view-model';

export interface SectionLink {
  readonly section: MenuPage;
  readonly path: string;
}

/** One block of the modal; `text` null means staff left it empty and the frame's own text is shown. */
export type WorkingHoursNotice =
  | { readonly kind: 'global'; readonly text: StopText | null }
  | {
      readonly kind: 'section-stopped';
      readonly section: MenuPage;
      readonly text: StopText | null;
      readonly links: readonly SectionLink[];
    }
  | { readonly kind: 'night'; readonly hours: string };

const SECTION_PAGE: Record<MenuPage, FixedPageName> = { burgers: 'home', sushi: 'sushi' };
const PAGE_SECTION: Partial<Record<PageName, MenuPage>> = { home: 'burgers', sushi: 'sushi' };

/**
 * The working-hours modal (architecture/admin-site.md): on each page load it asks the server what staff stopped in
 * the city and checks the Kyiv clock. A global stop says only that; a stopped section says so with
 * links to the open ones; outside the city's hours (staff set them) the night message offers a pre-order. The customer
 * dismisses it once per page load and city; in-app navigation does not bring it back.
 */
@injectable()
export class WorkingHoursViewModel {
  /** Stopped records per city, once fetched (a failed fetch counts as none: the clock still speaks). */
  private readonly recordsByCity = new Map<CityId, readonly WorkingHoursRecord[]>();
  /** Each city's schedule as staff set it; a failed fetch leaves the default hours. */
  private readonly schedulesByCity = new Map<CityId, ShopSchedule>();
  private readonly requested = new Set<CityId>();
  private readonly dismissed = new Set<CityId>();
  /** The instant the city was checked: night is decided then, not re-evaluated while reading. */
  private checkedAt: number | null = null;

  constructor(
    @inject(TOKENS.SiteApi) private readonly api: SiteApiPort,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.CitiesViewModel) private readonly cities: CitiesViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'clock' | 'shell' | 'cities' | 'recordsByCity' | 'schedulesByCity'>(
      this,
      // The server's records are kept as received; only which cities are known is tracked.
      {
        recordsByCity: observableShallow,
        schedulesByCity: observableShallow,
        api: false,
        clock: false,
        shell: false,
        cities: false,
      },
      { autoBind: true },
    );
  }

  /**
   * Called when a page of a city is shown: fetches that city's stops once per page load, and its
   * schedule unless the page's first render already loaded it (loadSchedule).
   */
  async check(): Promise<void> {
    const cityId = this.cityId;
    if (this.requested.has(cityId)) return;
    this.requested.add(cityId);
    const known = this.schedulesByCity.has(cityId);
    const [result, schedule] = await Promise.all([
      this.api.getStoppedFunctionalities(cityId),
      known ? null : this.api.getSchedule(cityId),
    ]);
    runInAction(() => {
      if (schedule?.ok === true) this.schedulesByCity.set(cityId, scheduleOfPublicDto(schedule.value));
      this.recordsByCity.set(cityId, result.ok ? result.value : []);
      this.checkedAt = this.clock.now();
    });
  }

  /**
   * The city's schedule alone, for the hours a page shows: awaited before a page's first render
   * (on the server and before hydration), so the hours are part of the page as sent.
   */
  async loadSchedule(): Promise<void> {
    const cityId = this.cityId;
    if (this.schedulesByCity.has(cityId)) return;
    const schedule = await this.api.getSchedule(cityId);
    runInAction(() => {
      if (schedule.ok) this.schedulesByCity.set(cityId, scheduleOfPublicDto(schedule.value));
    });
  }

  dismiss(): void {
    this.dismissed.add(this.cityId);
  }

  get cityId(): CityId {
    return cityIdOf(this.shell.city);
  }

  get records(): readonly WorkingHoursRecord[] {
    return this.recordsByCity.get(this.cityId) ?? [];
  }

  get isChecked(): boolean {
    return this.recordsByCity.has(this.cityId);
  }

  get schedule(): ShopSchedule {
    return this.schedulesByCity.get(this.cityId) ?? DEFAULT_SCHEDULE;
  }

  get isNight(): boolean {
    return this.checkedAt !== null && isNightAt(this.checkedAt, this.schedule);
  }

  /** Today's hours for the night message; on a day the shop is closed, those of the next open day. */
  private get hoursText(): string {
    const at = this.checkedAt ?? this.clock.now();
    const next = nextOpenHoursAfter(this.schedule, at);
    return hoursTextAt(this.schedule, at) ?? (next === null ? '' : formatDayHours(next));
  }

  /**
   * The hours the header, footer and delivery page show: the city's schedule of today in Kyiv.
   * Null until the city's schedule was asked for, so no guessed hours flash before the real ones.
   */
  get hoursDisplay(): ShopHoursDisplay | null {
    if (!this.isChecked && !this.schedulesByCity.has(this.cityId)) return null;
    return shopHoursDisplayAt(this.schedule, this.checkedAt ?? this.clock.now());
  }

  get notices(): readonly WorkingHoursNotice[] {
    if (!this.isChecked) return [];
    const stop = this.stopNotice;
    // A global stop takes no orders at all, so a pre-order offer would mislead.
    if (stop?.kind === 'global') return [{ kind: 'global', text: stop.text }];
    const notices: WorkingHoursNotice[] = [];
    if (stop?.kind === 'section-stopped') {
      notices.push({
        kind: 'section-stopped',
        section: stop.section,
        text: stop.text,
        links: stop.openSections.map((section) => ({ section, path: this.shell.pathTo(SECTION_PAGE[section]) })),
      });
    }
    if (this.isNight) notices.push({ kind: 'night', hours: this.hoursText });
    return notices;
  }

  /** Only on the shop's own pages: the 404 page shows stopped cities on its buttons instead. */
  get isOpen(): boolean {
    return this.shell.route !== null && !this.dismissed.has(this.cityId) && this.notices.length > 0;
  }

  /** The sections the city offers at all (sushi is a per-city setting). */
  private get availableSections(): readonly MenuPage[] {
    return MENU_SECTIONS.filter((section) => section !== 'sushi' || this.cities.sushiEnabledIn(this.shell.city));
  }

  /** A menu page asks about its own section; other pages about any section the city offers. */
  private get stopNotice(): StopNotice | null {
    const page = this.shell.route?.page;
    const own = page === undefined ? undefined : PAGE_SECTION[page];
    const sections = own === undefined ? this.availableSections : [own];
    for (const section of sections) {
      const notice = stopNoticeFor(this.records, this.cityId, section, this.shell.locale, this.availableSections);
      if (notice !== null) return notice;
    }
    return null;
  }
}
