import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { cityIdOf } from '../../domain/city/city';
import { DEFAULT_LOCALE } from '../../domain/shared/locale';
import type { ContentPageDto } from '../../domain/shop-api/catalog.contract';
import type { ContentPageSlug } from '../application/ports/site-api.port';
import type { SiteApiPort } from '../application/ports/site-api.port';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';

export type ContentPageStatus = 'loading' | 'ready' | 'error';

/**
 * An information page (about, delivery, public offer, vacancies) as staff wrote it, for the
 * city in the URL (its phone is filled in by the server). All languages arrive at once, so a
 * language switch needs no new request; a city switch does.
 */
@injectable()
export class ContentPageViewModel {
  status: ContentPageStatus = 'loading';
  content: ContentPageDto | null = null;
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

  /** Loads the page for the current city; an answer overtaken by a newer request is dropped. */
  async load(slug: ContentPageSlug): Promise<void> {
    const request = ++this.request;
    this.status = 'loading';
    const result = await this.api.getContent(slug, cityIdOf(this.shell.city));
    if (request !== this.request) return;
    runInAction(() => {
      this.content = result.ok ? result.value : null;
      this.status = result.ok ? 'ready' : 'error';
    });
  }

  private get text(): { readonly title: string; readonly paragraphs: readonly string[] } | null {
    const translation = this.content?.translation;
    // Staff may leave a language empty: the Ukrainian text is better than none.
    return translation?.[this.shell.locale] ?? translation?.[DEFAULT_LOCALE] ?? null;
  }

  /** Null until loaded: the page then shows its own title. */
  get title(): string | null {
    return this.status === 'ready' ? (this.text?.title ?? null) : null;
  }

  get paragraphs(): readonly string[] {
    return this.status === 'ready' ? (this.text?.paragraphs ?? []) : [];
  }
}
