import { placeInOrder, type BannerPlacement } from '../../../domain/banner/banner-order.rule';
import { checkStaffBanner } from '../../../domain/banner/staff-banner.rule';
import type { MenuPage } from '../../../domain/cart/category';
import type { CityId } from '../../../domain/city/city';
import { LOCALES, type Locale } from '../../../domain/shared/locale';
import { ok } from '../../../domain/shared/result';
import type {
  BannerPictureRefDto,
  StaffBannerDto,
  StaffBannerInputDto,
  StaffBannerPictureDto,
} from '../../../domain/shop-api/staff-banners.contract';
import type {
  BannerPictureResult,
  StaffBannersApiPort,
  StaffBannersFailure,
  StaffBannersResult,
} from '../../application/ports/staff-banners-api.port';

const refuse = (failure: Omit<StaffBannersFailure, 'ok'>): StaffBannersFailure => ({ ok: false, ...failure });

const drawn = (file: string): StaffBannerPictureDto => ({
  ref: { file },
  photo: null,
  url: `/api/uploads/${file}`,
  width: 1200,
  height: 400,
});

/** The demo's Lviv burger banners, as the server's seed has them. */
export const fakeStaffBanners = (): StaffBannerDto[] =>
  [
    ['banner-promise', 'Доставимо за 29 або 59 хвилин — або бургер у подарунок', '/#burgers'],
    ['banner-combo', 'Комбо: бургер, фрі та напій від 329 ₴', '/#combos'],
  ].map(([name, alt, link], index) => ({
    id: index + 1,
    cityId: 1,
    page: 'burgers',
    position: index + 1,
    picture: drawn(`${name}.svg`),
    localePictures: { uk: null, en: drawn(`${name}.en.svg`), ru: drawn(`${name}.ru.svg`) },
    alt: { uk: alt ?? '', en: '', ru: '' },
    link: link ?? null,
    active: true,
    showFrom: null,
    showUntil: null,
    shownNow: true,
  }));

/**
 * The staff's banners without a server. It answers like the real API: the same rule checks every
 * field (refusals name it), pictures must be uploads it took or files the banner had, a new
 * banner goes last on its page. Tests can expire the token, fail calls, and read what was asked.
 */
export class InMemoryStaffBannersApi implements StaffBannersApiPort {
  readonly calls: string[] = [];
  readonly failing = new Set<'list' | 'save' | 'delete' | 'move' | 'upload'>();
  unauthorized = false;
  private banners: StaffBannerDto[];
  private readonly uploads = new Map<number, StaffBannerPictureDto>();

  constructor(banners: readonly StaffBannerDto[] = fakeStaffBanners()) {
    this.banners = [...banners];
  }

  async listBanners(cityId: CityId, page: MenuPage): Promise<StaffBannersResult<readonly StaffBannerDto[]>> {
    this.calls.push(`list:${cityId}:${page}`);
    if (this.unauthorized) return refuse({ reason: 'unauthorized' });
    if (this.failing.has('list')) return refuse({ reason: 'unavailable' });
    return ok(this.pageOf(cityId, page));
  }

  async createBanner(input: StaffBannerInputDto): Promise<StaffBannersResult<StaffBannerDto>> {
    this.calls.push(`create:${input.cityId}:${input.page}`);
    return this.save(null, input);
  }

  async updateBanner(id: number, input: StaffBannerInputDto): Promise<StaffBannersResult<StaffBannerDto>> {
    this.calls.push(`update:${id}`);
    return this.save(id, input);
  }

  async deleteBanner(id: number): Promise<StaffBannersResult<null>> {
    this.calls.push(`delete:${id}`);
    if (this.unauthorized) return refuse({ reason: 'unauthorized' });
    if (this.failing.has('delete')) return refuse({ reason: 'unavailable' });
    const banner = this.banners.find((each) => each.id === id);
    if (banner === undefined) return refuse({ reason: 'not-found' });
    this.banners = this.banners.filter((each) => each.id !== id);
    this.renumber(banner.cityId, banner.page);
    return ok(null);
  }

  async moveBanner(id: number, placement: BannerPlacement): Promise<StaffBannersResult<readonly StaffBannerDto[]>> {
    this.calls.push(`move:${id}:${'move' in placement ? placement.move : placement.position}`);
    if (this.unauthorized) return refuse({ reason: 'unauthorized' });
    if (this.failing.has('move')) return refuse({ reason: 'unavailable' });
    const banner = this.banners.find((each) => each.id === id);
    if (banner === undefined) return refuse({ reason: 'not-found' });
    const order = placeInOrder(
      this.pageOf(banner.cityId, banner.page).map((each) => each.id),
      id,
      placement,
    );
    this.banners = this.banners.map((each) =>
      order.includes(each.id) ? { ...each, position: order.indexOf(each.id) + 1 } : each,
    );
    return ok(this.pageOf(banner.cityId, banner.page));
  }

  async uploadPicture(file: Blob, progress: (sent: number) => void): Promise<BannerPictureResult> {
    this.calls.push(`upload:${file.size}`);
    if (this.unauthorized) return { ok: false, reason: 'unauthorized' };
    if (this.failing.has('upload')) return { ok: false, reason: 'refused', problem: 'not-an-image' };
    progress(1);
    const uploadId = this.uploads.size + 1;
    const url = `/api/photos/${String(uploadId).padStart(32, '0')}.webp`;
    const picture: StaffBannerPictureDto = {
      ref: { uploadId },
      photo: { webp: [{ url, width: 1280, height: 427 }], avif: [] },
      url,
      width: 1280,
      height: 427,
    };
    this.uploads.set(uploadId, picture);
    return ok(picture);
  }

  private pageOf(cityId: CityId, page: MenuPage): StaffBannerDto[] {
    return this.banners
      .filter((banner) => banner.cityId === cityId && banner.page === page)
      .sort((a, b) => a.position - b.position);
  }

  private renumber(cityId: CityId, page: MenuPage): void {
    const order = this.pageOf(cityId, page).map((each) => each.id);
    this.banners = this.banners.map((each) =>
      order.includes(each.id) ? { ...each, position: order.indexOf(each.id) + 1 } : each,
    );
  }

  private pictureOf(ref: BannerPictureRefDto, before: StaffBannerDto | undefined): StaffBannerPictureDto | null {
    if ('uploadId' in ref) return this.uploads.get(ref.uploadId) ?? null;
    const had = before === undefined ? [] : [before.picture, ...LOCALES.map((locale) => before.localePictures[locale])];
    return had.find((picture) => picture !== null && 'file' in picture.ref && picture.ref.file === ref.file) ?? null;
  }

  private save(id: number | null, input: StaffBannerInputDto): StaffBannersResult<StaffBannerDto> {
    if (this.unauthorized) return refuse({ reason: 'unauthorized' });
    if (this.failing.has('save')) return refuse({ reason: 'unavailable' });
    const before = id === null ? undefined : this.banners.find((each) => each.id === id);
    if (id !== null && before === undefined) return refuse({ reason: 'not-found' });
    const checked = checkStaffBanner(input);
    if (!checked.ok) {
      const first = checked.problems[0];
      return refuse({ reason: 'invalid', ...(first === undefined ? {} : { field: first.field }) });
    }
    const picture = this.pictureOf(checked.value.picture, before);
    if (picture === null) return refuse({ reason: 'invalid', field: 'picture' });
    const localePictures = {} as Record<Locale, StaffBannerPictureDto | null>;
    for (const locale of LOCALES) {
      const ref = checked.value.localePictures[locale];
      const found = ref === null ? null : this.pictureOf(ref, before);
      if (ref !== null && found === null) return refuse({ reason: 'invalid', field: `localePictures.${locale}` });
      localePictures[locale] = found;
    }
    const stays = before !== undefined && before.cityId === input.cityId && before.page === input.page;
    const saved: StaffBannerDto = {
      id: id ?? Math.max(0, ...this.banners.map((each) => each.id)) + 1,
      cityId: input.cityId,
      page: input.page,
      position: stays ? before.position : this.pageOf(input.cityId, input.page).length + 1,
      picture,
      localePictures,
      alt: { uk: checked.value.alt.uk ?? '', en: checked.value.alt.en ?? '', ru: checked.value.alt.ru ?? '' },
      link: checked.value.link,
      active: input.active,
      showFrom: input.showFrom,
      showUntil: input.showUntil,
      shownNow: input.active && input.showFrom === null && input.showUntil === null,
    };
    this.banners = [...this.banners.filter((each) => each.id !== saved.id), saved];
    if (before !== undefined && !stays) this.renumber(before.cityId, before.page);
    return ok(saved);
  }
}
