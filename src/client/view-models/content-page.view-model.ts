import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { cityIdOf } from '../../domain/city/city';
import { DEFAULT_LOCALE } from '../../domain/shared/locale';
import type { ContentPageDto, ContentPageTextDto } from '../../domain/shop-api/catalog.contract';
import type { ContentPageSlug } from '../application/ports/site-api.port';
import type { SiteApiPort } from '../application/ports/site-api.port';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';

export type ContentPageStatus = 'loading' | 'ready' | 'error';

/**
 * The information pages (about, delivery, public offer, vacancies) as staff wrote them, for the
 * city in the URL: title and sanitized HTML (the server fills in the phone and renders the
 * Markdown). All languages arrive at once, so a language switch needs no new request; a city
 * switch does. One per app: a server-rendered page is filled before hydration
 * (di/page-data.preparation.ts) and not asked for again when it mounts.
 */
@injectable()
export class ContentPageViewModel {
  status: ContentPageStatus = 'loading';
  content: ContentPageDto | null = null;
  /** The page and city `content` and `status` belong to (or are being loaded for). */
  private shown: string | null = null;
  private request = 0;

  constructor(
    @inject(TOKENS.SiteApi) private readonly api: SiteApiPort,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'shell' | 'request'>(
      this,
      { content: observableRef, api: false, shell: false, request: false },
      { autoBind: true },
    );
  }

  /** Loads the page for the current city unless it is loaded or loading already (a failed load is tried again). */
  async ensureLoaded(slug: ContentPageSlug): Promise<void> {
    if (this.shown === this.keyOf(slug) && this.status !== 'error') return;
    await this.load(slug);
  }

  /** Loads the page for the current city; an answer overtaken by a newer request is dropped. */
  async load(slug: ContentPageSlug): Promise<void> {
    const request = ++this.request;
    this.shown = this.keyOf(slug);
    this.status = 'loading';
    const result = await this.api.getContent(slug, cityIdOf(this.shell.city));
    if (request !== this.request) return;
    runInAction(() => {
      this.content = result.ok ? result.value : null;
      this.status = result.ok ? 'ready' : 'error';
    });
  }

  /** 'loading' while what is held belongs to another page or city. */
  statusOf(slug: ContentPageSlug): ContentPageStatus {
    return this.shown === this.keyOf(slug) ? this.status : 'loading';
  }

  /** Null until loaded: the page then shows its own title. */
  titleOf(slug: ContentPageSlug): string | null {
    return this.textOf(slug)?.title ?? null;
  }

  /** The page's sanitized HTML, '' until loaded. */
  htmlOf(slug: ContentPageSlug): string {
    return this.textOf(slug)?.html ?? '';
  }

  private textOf(slug: ContentPageSlug): ContentPageTextDto | null {
    if (this.statusOf(slug) !== 'ready') return null;
    const translation = this.content?.translation;
    // A language the server sent without a title (nothing written yet): the Ukrainian text is better than none.
    const text = translation?.[this.shell.locale];
    return text !== undefined && text.title !== '' ? text : (translation?.[DEFAULT_LOCALE] ?? null);
  }

  private keyOf(slug: ContentPageSlug): string {
    return `${slug} ${this.shell.city}`;
  }
}
