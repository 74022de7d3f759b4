import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CITY_IDS, type CityId } from '../../domain/city/city';
import type { AdminSiteDto } from '../../domain/shop-api/admin-site.contract';
import { siteChangeProblems } from '../../domain/site-schedule/site-change.validator';
import type { AdminCityPreferencePort } from '../application/ports/admin-city-preference.port';
import type { ClockPort } from '../application/ports/clock.port';
import type { SiteAdminApiPort, SiteAdminFieldRefusal } from '../application/ports/site-admin-api.port';
import { TOKENS } from '../di/tokens';
import type { AdminSessionViewModel } from './admin-session.view-model';
import { changeOf, draftOf, sectionOfField, type SiteDraft, type SiteSection } from './site-admin-form';

export type SiteAdminState = 'loading' | 'failed' | 'ready';

/**
 * Site management for one city at a time: the inputs hold a draft, and each section is saved on
 * its own. The shared rule checks a section before it is sent, so problems show beside their
 * fields at once; the server's refusals land in the same places. Nothing is optimistic: the screen
 * shows what the server answered.
 */
@injectable()
export class SiteAdminViewModel {
  cityId: CityId;
  state: SiteAdminState = 'loading';
  draft: SiteDraft | null = null;
  /** Refused fields, keyed by the API's field path ('weekly.2.close'), valued by their problem word. */
  errors = new Map<string, string>();
  saving: SiteSection | null = null;
  /** The last section saved, or that failed to save for another reason than its fields. */
  saved: SiteSection | null = null;
  failedSection: SiteSection | null = null;
  private latestLoad = 0;

  constructor(
    @inject(TOKENS.SiteAdminApi) private readonly api: SiteAdminApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
    @inject(TOKENS.AdminCityPreference) private readonly cityPreference: AdminCityPreferencePort,
    @inject(TOKENS.Clock) private readonly clock: ClockPort,
  ) {
    this.cityId = cityPreference.load() ?? CITY_IDS.lviv;
    makeAutoObservable<this, 'api' | 'session' | 'cityPreference' | 'clock' | 'latestLoad'>(
      this,
      { api: false, session: false, cityPreference: false, clock: false, latestLoad: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const load = ++this.latestLoad;
    this.state = this.draft === null ? 'loading' : this.state;
    const result = await this.api.getSite(this.cityId);
    if (load !== this.latestLoad) return;
    runInAction(() => {
      if (result.ok) this.accept(result.value);
      else if (result.reason === 'unauthorized') this.session.signOut();
      else this.state = 'failed';
    });
  }

  selectCity(cityId: CityId): void {
    if (cityId === this.cityId) return;
    this.cityId = cityId;
    this.cityPreference.save(cityId);
    this.draft = null;
    this.errors.clear();
    this.saved = null;
    this.failedSection = null;
    void this.load();
  }

  /** Changes the draft through a small edit; the section's old messages go, a save brings new ones. */
  edit(section: SiteSection, change: (draft: SiteDraft) => void): void {
    if (this.draft === null) return;
    change(this.draft);
    if (this.saved === section) this.saved = null;
  }

  addException(date: string): void {
    this.edit('exceptions', (draft) => {
      if (date === '' || draft.exceptions.some((exception) => exception.date === date)) return;
      draft.exceptions.push({ date, closed: true, open: '10:30', close: '22:30' });
    });
  }

  removeException(date: string): void {
    this.edit('exceptions', (draft) => {
      draft.exceptions = draft.exceptions.filter((exception) => exception.date !== date);
    });
  }

  errorFor(field: string): string | null {
    return this.errors.get(field) ?? null;
  }

  async save(section: SiteSection): Promise<void> {
    if (this.draft === null || this.saving !== null) return;
    const change = changeOf(this.draft, section);
    this.clearErrorsOf(section);
    this.saved = null;
    this.failedSection = null;
    const problems = siteChangeProblems(change, this.clock.now());
    if (problems.length > 0) {
      this.showRefusals(problems);
      return;
    }
    this.saving = section;
    const cityId = this.cityId;
    const result = await this.api.changeSite(cityId, change);
    runInAction(() => {
      this.saving = null;
      if (cityId !== this.cityId) return;
      if (result.ok) {
        this.accept(result.value, section);
        this.saved = section;
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else if (result.reason === 'invalid' && (result.fields ?? []).length > 0) this.showRefusals(result.fields ?? []);
      else this.failedSection = section;
    });
  }

  /** Takes the server's record; after a save only the saved section's inputs are replaced, the rest keep what staff typed. */
  private accept(site: AdminSiteDto, section?: SiteSection): void {
    const fresh = draftOf(site);
    this.state = 'ready';
    if (this.draft === null || section === undefined) {
      this.draft = fresh;
      return;
    }
    const keep = this.draft;
    this.draft = {
      ...keep,
      ...(section === 'hours' ? { weekly: fresh.weekly } : {}),
      ...(section === 'exceptions' ? { exceptions: fresh.exceptions } : {}),
      ...(section === 'stops' ? { stops: fresh.stops } : {}),
      ...(section === 'city' ? { sushiEnabled: fresh.sushiEnabled, phone: fresh.phone } : {}),
      ...(section === 'busy'
        ? { busyOn: fresh.busyOn, busyMinutes: fresh.busyMinutes, busyUntil: fresh.busyUntil }
        : {}),
      ...(section === 'capacity' ? { slotCapacity: fresh.slotCapacity } : {}),
    };
  }

  private showRefusals(refusals: readonly SiteAdminFieldRefusal[]): void {
    for (const refusal of refusals) this.errors.set(refusal.field, refusal.problem);
  }

  private clearErrorsOf(section: SiteSection): void {
    for (const field of [...this.errors.keys()]) if (sectionOfField(field) === section) this.errors.delete(field);
  }
}
