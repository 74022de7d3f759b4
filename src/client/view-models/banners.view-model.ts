import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { CategorySlug, MenuPage } from '../../domain/cart/category';
import { cityIdOf } from '../../domain/city/city';
import { readBannerLink } from '../../domain/banner/banner-link.rule';
import type { BannerSlideDto } from '../../domain/shop-api/catalog.contract';
import { widestVariant, type ProductPhotoDto } from '../../domain/shop-api/product-photo.contract';
import type { LoggerPort } from '../application/ports/logger.port';
import type { MenuApiPort } from '../application/ports/menu-api.port';
import type { TimerHandle, TimerPort } from '../application/ports/timer.port';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';
import { menuPageOf } from './menu-page';

/** A slide stays this long before the slider moves on by itself. */
export const SLIDE_INTERVAL_MS = 6_000;

/** The demo's drawn banners: files without sizes of their own. */
const FILE_SLIDE_SIZE = { width: 1200, height: 400 } as const;

/**
 * Where a slide leads: a page of the shop in the customer's language and city (a category of the
 * page being shown is scrolled to, like the side navigation), or a page elsewhere on the web.
 */
export type SlideLink =
  | {
      readonly kind: 'shop';
      readonly href: string;
      readonly category: CategorySlug | null;
      readonly onCurrentPage: boolean;
    }
  | { readonly kind: 'web'; readonly href: string };

export interface SlideView {
  readonly id: number;
  /** The picture's address (the widest size of an uploaded one). */
  readonly imgLink: string;
  /** The uploaded picture's sizes for srcset; null for a drawn file. */
  readonly picture: ProductPhotoDto | null;
  /** The box reserved before the picture loads. */
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  readonly link: SlideLink | null;
}

const slideLinkOf = (text: string, shell: Pick<AppShellViewModel, 'pathTo' | 'route'>): SlideLink | null => {
  const link = readBannerLink(text);
  if (!link.ok) return null;
  if (link.value.kind === 'web') return { kind: 'web', href: link.value.url };
  const { page, category } = link.value;
  return {
    kind: 'shop',
    href: `${shell.pathTo(page)}${category === null ? '' : `#${category}`}`,
    category,
    onCurrentPage: page === shell.route?.page,
  };
};

type Slides =
  { readonly status: 'loading' | 'failed' } | { readonly status: 'ready'; readonly slides: readonly BannerSlideDto[] };

/**
 * The slider above a menu page. Slides are fetched once per page and city and a failure
 * is only logged: the page simply has no slider.
 */
@injectable()
export class BannersViewModel {
  index = 0;
  // Entries are replaced whole: kept as received (deep: false), as the menu's are.
  private readonly byKey = observable.map<string, Slides>(undefined, { deep: false });
  private autoplay: TimerHandle | null = null;

  constructor(
    @inject(TOKENS.MenuApi) private readonly api: MenuApiPort,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.Logger) private readonly logger: LoggerPort,
    @inject(TOKENS.Timer) private readonly timer: TimerPort,
  ) {
    makeAutoObservable<this, 'api' | 'shell' | 'logger' | 'timer' | 'byKey' | 'autoplay'>(
      this,
      { api: false, shell: false, logger: false, timer: false, byKey: false, autoplay: false },
      { autoBind: true },
    );
  }

  private get page(): MenuPage {
    return menuPageOf(this.shell.route?.page);
  }

  private get key(): string {
    return `${this.page}:${this.shell.city}`;
  }

  async ensureLoaded(): Promise<void> {
    const key = this.key;
    if (this.byKey.has(key)) return;
    this.byKey.set(key, { status: 'loading' });
    const result = await this.api.getBanners(this.page, cityIdOf(this.shell.city));
    runInAction(() => {
      if (result.ok) this.byKey.set(key, { status: 'ready', slides: result.value });
      else {
        this.logger.warn(`GET /banners for ${key} failed: ${result.reason}`);
        this.byKey.set(key, { status: 'failed' });
      }
    });
  }

  get slides(): readonly SlideView[] {
    const entry = this.byKey.get(this.key);
    if (entry?.status !== 'ready') return [];
    const locale = this.shell.locale;
    return entry.slides.map((slide) => {
      // The server already chose each language's picture (its own, else the main one).
      const picture = slide.pictures?.[locale] ?? null;
      const widest = picture === null ? undefined : widestVariant(picture);
      return {
        id: slide.id,
        imgLink: widest?.url ?? slide.imgLinks?.[locale] ?? slide.imgLink,
        picture: widest === undefined ? null : picture,
        width: widest?.width ?? FILE_SLIDE_SIZE.width,
        height: widest?.height ?? FILE_SLIDE_SIZE.height,
        alt: slide.alt[locale] ?? '',
        link: slide.link === undefined ? null : slideLinkOf(slide.link, this.shell),
      };
    });
  }

  /** The slide on show; the index wraps when a city or page with fewer slides comes up. */
  get current(): number {
    const count = this.slides.length;
    return count === 0 ? 0 : this.index % count;
  }

  goTo(index: number): void {
    const count = this.slides.length;
    if (count === 0) return;
    this.index = ((index % count) + count) % count;
    this.restartAutoplay();
  }

  next(): void {
    this.goTo(this.current + 1);
  }

  previous(): void {
    this.goTo(this.current - 1);
  }

  /** Moves on every SLIDE_INTERVAL_MS while the slider is on screen. */
  startAutoplay(): void {
    this.restartAutoplay();
  }

  stopAutoplay(): void {
    if (this.autoplay !== null) this.timer.clearTimeout(this.autoplay);
    this.autoplay = null;
  }

  private restartAutoplay(): void {
    this.stopAutoplay();
    this.autoplay = this.timer.setTimeout(
      () =>
        runInAction(() => {
          this.autoplay = null;
          if (this.slides.length > 1) this.index = (this.current + 1) % this.slides.length;
          this.restartAutoplay();
        }),
      SLIDE_INTERVAL_MS,
    );
  }
}
