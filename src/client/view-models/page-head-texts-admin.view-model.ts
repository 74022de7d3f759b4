import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CityId } from '../../domain/city/city';
import type { HeadTextPage } from '../../domain/seo/page-head-text.rule';
import type { Locale } from '../../domain/shared/locale';
import type { AdminPageHeadTextDto } from '../../domain/shop-api/page-head-texts.contract';
import type { PageHeadTextsAdminApiPort } from '../application/ports/page-head-texts-admin-api.port';
import { TOKENS } from '../di/tokens';
import type { AdminSessionViewModel } from './admin-session.view-model';
import {
  editRow,
  fieldKeyOfPath,
  headTextAdvice,
  headTextFieldKey,
  headTextProblems,
  headTextsToSave,
  localeOfField,
  rowsDiffer,
  type HeadTextPart,
} from './page-head-texts-form';

export type PageHeadTextsState = 'loading' | 'failed' | 'ready';

/**
 * Site management's page titles and descriptions for the city the screen shows (architecture/seo.md,
 * "Titles and descriptions staff write"): one language at a time, each field beside its default,
 * the whole list saved at once. Problems by the server's rule show after the first attempt to
 * save, the server's refusal at the field it names; nothing is optimistic.
 */
@injectable()
export class PageHeadTextsAdminViewModel {
  cityId: CityId | null = null;
  state: PageHeadTextsState = 'loading';
  /** The language whose fields are shown. */
  locale: Locale = 'uk';
  rows: readonly AdminPageHeadTextDto[] = [];
  /** What the server last answered: the rows differ from it until saved. */
  private stored: readonly AdminPageHeadTextDto[] = [];
  saving = false;
  triedToSave = false;
  saved = false;
  saveFailed = false;
  serverProblem: { readonly key: string; readonly problem: string } | null = null;
  private latestLoad = 0;

  constructor(
    @inject(TOKENS.PageHeadTextsAdminApi) private readonly api: PageHeadTextsAdminApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'latestLoad'>(
      this,
      { api: false, session: false, latestLoad: false },
      { autoBind: true },
    );
  }

  /** The screen's city: read when it is another than the one shown. */
  show(cityId: CityId): void {
    if (cityId === this.cityId) return;
    this.cityId = cityId;
    void this.load();
  }

  async load(): Promise<void> {
    const cityId = this.cityId;
    if (cityId === null) return;
    const ticket = ++this.latestLoad;
    this.state = 'loading';
    const result = await this.api.read(cityId);
    runInAction(() => {
      if (ticket !== this.latestLoad) return;
      if (result.ok) this.accept(result.value.texts);
      else if (result.reason === 'unauthorized') this.session.signOut();
      else this.state = 'failed';
    });
  }

  selectLocale(locale: Locale): void {
    this.locale = locale;
  }

  /** The shown language's rows, in the pages' order. */
  get shownRows(): readonly AdminPageHeadTextDto[] {
    return this.rows.filter((row) => row.locale === this.locale);
  }

  get dirty(): boolean {
    return rowsDiffer(this.rows, this.stored);
  }

  edit(page: HeadTextPage, locale: Locale, part: HeadTextPart, text: string): void {
    this.rows = editRow(this.rows, { page, locale }, part, text);
    this.saved = false;
    this.serverProblem = null;
  }

  /** A field's problem word (too-long, line-break, ...), or null. */
  problemOf(page: HeadTextPage, locale: Locale, part: HeadTextPart): string | null {
    const key = headTextFieldKey({ page, locale }, part);
    if (this.serverProblem?.key === key) return this.serverProblem.problem;
    return this.triedToSave ? (this.problems[key] ?? null) : null;
  }

  /** Longer than search results show: said beside the field, the text is still taken. */
  adviceOf(row: AdminPageHeadTextDto): { readonly titleLong: boolean; readonly descriptionLong: boolean } {
    return headTextAdvice(row);
  }

  async save(): Promise<void> {
    const cityId = this.cityId;
    if (cityId === null || this.state !== 'ready' || this.saving) return;
    this.triedToSave = true;
    this.saved = false;
    this.saveFailed = false;
    this.serverProblem = null;
    const first = Object.keys(this.problems)[0];
    if (first !== undefined) {
      this.locale = localeOfField(first) ?? this.locale;
      return;
    }
    this.saving = true;
    const sent = this.rows;
    const result = await this.api.save(cityId, headTextsToSave(sent));
    runInAction(() => {
      this.saving = false;
      if (cityId !== this.cityId) return;
      if (result.ok) {
        this.accept(result.value.texts);
        this.saved = true;
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else {
        const key = result.field === undefined ? null : fieldKeyOfPath(sent, result.field);
        if (key !== null && result.problem !== undefined) {
          this.serverProblem = { key, problem: result.problem };
          this.locale = localeOfField(key) ?? this.locale;
        } else this.saveFailed = true;
      }
    });
  }

  private get problems(): Record<string, string> {
    return headTextProblems(this.rows);
  }

  private accept(rows: readonly AdminPageHeadTextDto[]): void {
    this.rows = rows;
    this.stored = rows;
    this.state = 'ready';
    this.triedToSave = false;
  }
}
