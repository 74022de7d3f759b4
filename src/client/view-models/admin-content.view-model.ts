import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { CityId } from '../../domain/city/city';
import type { ContentPageSlug } from '../../domain/content/content-page';
import {
  checkContentText,
  type ContentTextField,
  type ContentTextProblem,
} from '../../domain/content/content-text.rule';
import { chooseContentVersion } from '../../domain/content/content-version.rule';
import { DEFAULT_LOCALE, type Locale } from '../../domain/shared/locale';
import type { AdminContentPageDto, AdminContentVersionDto } from '../../domain/shop-api/admin-content.contract';
import type { AdminContentApiPort, AdminContentFailure } from '../application/ports/admin-content-api.port';
import type { TimerHandle, TimerPort } from '../application/ports/timer.port';
import { TOKENS } from '../di/tokens';
import type { AdminSessionViewModel } from './admin-session.view-model';

export type AdminContentState = 'loading' | 'failed' | 'ready';
export type ContentPreviewState = 'idle' | 'loading' | 'ready' | 'failed';
export type ContentSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Typing pauses this long before the preview is asked for: one request per pause, not per key. */
export const PREVIEW_DELAY_MS = 400;

const sameVersion = (version: AdminContentVersionDto, cityId: CityId | null, locale: Locale): boolean =>
  version.cityId === cityId && version.locale === locale;

/**
 * The Content screen (architecture/admin-content.md): one page, language and city at a time
 * ("all cities" is the shop-wide version). The title and Markdown are a draft, checked by the
 * shared rule and previewed by the server's own renderer while staff type; saving writes that
 * version (a city's own one is created on its first save) and the screen shows what the server
 * answered. A city's own version can be removed: its customers then read the shop-wide one.
 */
@injectable()
export class AdminContentViewModel {
  slug: ContentPageSlug = 'about';
  locale: Locale = DEFAULT_LOCALE;
  cityId: CityId | null = null;
  state: AdminContentState = 'loading';
  page: AdminContentPageDto | null = null;
  title = '';
  body = '';
  /** What stands in the way of saving, by field: the rule's once staff tried to save, and the server's. */
  problems = new Map<ContentTextField, ContentTextProblem>();
  saveState: ContentSaveState = 'idle';
  removing = false;
  previewHtml = '';
  previewState: ContentPreviewState = 'idle';
  private checking = false;
  private latestLoad = 0;
  private latestPreview = 0;
  private previewTimer: TimerHandle | null = null;

  constructor(
    @inject(TOKENS.AdminContentApi) private readonly api: AdminContentApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
    @inject(TOKENS.Timer) private readonly timer: TimerPort,
  ) {
    makeAutoObservable<
      this,
      'api' | 'session' | 'timer' | 'checking' | 'latestLoad' | 'latestPreview' | 'previewTimer'
    >(
      this,
      {
        page: observableRef,
        api: false,
        session: false,
        timer: false,
        checking: false,
        latestLoad: false,
        latestPreview: false,
        previewTimer: false,
      },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    const load = ++this.latestLoad;
    this.state = 'loading';
    const result = await this.api.getPage(this.slug);
    if (load !== this.latestLoad) return;
    runInAction(() => {
      if (result.ok) {
        this.page = result.value;
        this.state = 'ready';
        this.startDraft();
      } else {
        this.failed(result);
        this.state = 'failed';
      }
    });
  }

  selectPage(slug: ContentPageSlug): void {
    if (slug === this.slug) return;
    this.slug = slug;
    this.page = null;
    void this.load();
  }

  selectLocale(locale: Locale): void {
    if (locale === this.locale) return;
    this.locale = locale;
    this.startDraft();
  }

  /** null: the shop-wide version ("all cities"). */
  selectCity(cityId: CityId | null): void {
    if (cityId === this.cityId) return;
    this.cityId = cityId;
    this.startDraft();
  }

  setTitle(title: string): void {
    this.title = title;
    this.edited();
  }

  setBody(body: string): void {
    this.body = body;
    this.edited();
    this.schedulePreview();
  }

  /** The version being edited as stored; null when it does not exist yet. */
  get ownVersion(): AdminContentVersionDto | null {
    return this.page?.versions.find((version) => sameVersion(version, this.cityId, this.locale)) ?? null;
  }

  /**
   * What customers of the chosen city (any city, for "all cities") read in the chosen language
   * today: the own version, or the one the fallback rule picks (architecture/admin-content.md).
   */
  get readVersion(): AdminContentVersionDto | null {
    const versions = this.page?.versions ?? [];
    if (this.cityId !== null) return chooseContentVersion(versions, this.cityId, this.locale);
    return (
      versions.find((version) => sameVersion(version, null, this.locale)) ??
      versions.find((version) => sameVersion(version, null, DEFAULT_LOCALE)) ??
      null
    );
  }

  /** The draft differs from what is stored (a version not yet stored always does). */
  get dirty(): boolean {
    const own = this.ownVersion;
    return own === null || own.title !== this.title || own.body !== this.body;
  }

  async save(): Promise<void> {
    this.checking = true;
    const checked = checkContentText({ title: this.title, body: this.body });
    this.showProblems(checked.ok ? [] : checked.problems);
    if (!checked.ok || this.saveState === 'saving') return;
    this.saveState = 'saving';
    const result = await this.api.savePage(this.slug, {
      cityId: this.cityId,
      locale: this.locale,
      title: checked.value.title,
      body: checked.value.body,
    });
    runInAction(() => {
      if (result.ok) {
        this.page = result.value;
        this.saveState = 'saved';
        this.checking = false;
        this.startDraft('saved');
        return;
      }
      this.saveState = 'failed';
      if (result.reason === 'invalid') this.showServerProblems(result);
      else this.failed(result);
    });
  }

  /** A city's own version goes; the draft then shows what its customers read instead. */
  async removeCityVersion(): Promise<void> {
    const cityId = this.cityId;
    if (cityId === null || this.ownVersion === null || this.removing) return;
    this.removing = true;
    const result = await this.api.removeCityVersion(this.slug, cityId, this.locale);
    runInAction(() => {
      this.removing = false;
      if (result.ok) {
        this.page = result.value;
        this.startDraft();
      } else {
        this.saveState = 'failed';
        this.failed(result);
      }
    });
  }

  /** Asks the server for the draft's HTML now (also what the retry button does). */
  async refreshPreview(): Promise<void> {
    this.cancelPreviewTimer();
    const request = ++this.latestPreview;
    this.previewState = 'loading';
    const result = await this.api.preview(this.body, this.cityId);
    if (request !== this.latestPreview) return;
    runInAction(() => {
      if (result.ok) {
        this.previewHtml = result.value.html;
        this.previewState = 'ready';
      } else {
        this.previewState = 'failed';
        if (result.reason === 'invalid') this.showServerProblems(result);
        else this.failed(result);
      }
    });
  }

  /** The screen is left: no preview fires for it any more. */
  dispose(): void {
    this.cancelPreviewTimer();
    this.latestPreview += 1;
  }

  /** The draft starts from the version being edited, or from what its customers read while it does not exist. */
  private startDraft(saveState: ContentSaveState = 'idle'): void {
    const start = this.ownVersion ?? this.readVersion;
    this.title = start?.title ?? '';
    this.body = start?.body ?? '';
    this.problems.clear();
    this.checking = false;
    this.saveState = saveState;
    if (this.page !== null) void this.refreshPreview();
  }

  private edited(): void {
    if (this.saveState === 'saved' || this.saveState === 'failed') this.saveState = 'idle';
    if (!this.checking) return;
    const checked = checkContentText({ title: this.title, body: this.body });
    this.showProblems(checked.ok ? [] : checked.problems);
  }

  private showProblems(problems: readonly { field: ContentTextField; problem: ContentTextProblem }[]): void {
    this.problems.clear();
    for (const { field, problem } of problems) this.problems.set(field, problem);
  }

  private showServerProblems(failure: AdminContentFailure): void {
    const known = (failure.fields ?? []).filter(
      (entry): entry is { field: ContentTextField; problem: ContentTextProblem } =>
        (entry.field === 'title' || entry.field === 'body') &&
        (entry.problem === 'required' || entry.problem === 'too-long'),
    );
    this.showProblems(known);
  }

  private failed(failure: AdminContentFailure): void {
    if (failure.reason === 'unauthorized') this.session.signOut();
  }

  private schedulePreview(): void {
    this.cancelPreviewTimer();
    this.previewTimer = this.timer.setTimeout(() => {
      this.previewTimer = null;
      void this.refreshPreview();
    }, PREVIEW_DELAY_MS);
  }

  private cancelPreviewTimer(): void {
    if (this.previewTimer === null) return;
    this.timer.clearTimeout(this.previewTimer);
    this.previewTimer = null;
  }
}
