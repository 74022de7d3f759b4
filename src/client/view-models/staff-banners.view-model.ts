import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { checkStaffBanner } from '../../domain/banner/staff-banner.rule';
import type { MenuMove } from '../../domain/menu/menu-order.rule';
import type { MenuPage } from '../../domain/cart/category';
import { CITY_IDS, type CityId } from '../../domain/city/city';
import { checkPhotoFile } from '../../domain/menu/product-photo.rule';
import type { Locale } from '../../domain/shared/locale';
import type { StaffBannerDto, StaffBannerField } from '../../domain/shop-api/staff-banners.contract';
import type { AdminCityPreferencePort } from '../application/ports/admin-city-preference.port';
import type {
  BannerPictureFailure,
  StaffBannersApiPort,
  StaffBannersFailure,
} from '../application/ports/staff-banners-api.port';
import { TOKENS } from '../di/tokens';
import type { AdminSessionViewModel } from './admin-session.view-model';
import {
  bannerInputOf,
  draftOfBanner,
  emptyBannerDraft,
  type BannerPictureSlot,
  type StaffBannerDraft,
} from './staff-banner-form';

export type StaffBannersState = 'loading' | 'failed' | 'ready';

/** A message next to a field or a banner: an admin:banners.… key, with the server's words when it sent some. */
export interface StaffBannerProblemText {
  readonly key: string;
  readonly message?: string;
}

const failureText = (failure: StaffBannersFailure): StaffBannerProblemText => {
  const message = failure.message === undefined ? {} : { message: failure.message };
  if (failure.reason === 'invalid') return { key: 'banners.problem.refused', ...message };
  if (failure.reason === 'not-found') return { key: 'banners.problem.not-found' };
  return { key: 'banners.problem.failed' };
};

const pictureFailureText = (failure: BannerPictureFailure): StaffBannerProblemText => {
  if (failure.reason === 'refused')
    return failure.problem === undefined
      ? {
          key: 'banners.picture.problem.refused',
          ...(failure.message === undefined ? {} : { message: failure.message }),
        }
      : { key: `banners.picture.problem.${failure.problem}` };
  return { key: 'banners.picture.problem.failed' };
};

/**
 * A page's banners in the admin area (architecture/admin-banners.md): one city at a time, in the
 * order customers see them, with a form to add or edit one, up/down, and delete after a second
 * confirmation. Pictures go up on their own as soon as they are chosen (checked first by the
 * domain's rule), apart from the form's fields; the form saves the whole banner in one call and
 * checks it with the server's own rule as staff type (after the first save attempt). Nothing is
 * optimistic; an expired token signs staff out.
 */
@injectable()
export class StaffBannersViewModel {
  page: MenuPage = 'burgers';
  cityId: CityId;
  state: StaffBannersState = 'loading';
  stale = false;
  banners: readonly StaffBannerDto[] = [];
  /** The open form; null when none is open. */
  draft: StaffBannerDraft | null = null;
  saving = false;
  triedToSave = false;
  serverProblem: { readonly field: StaffBannerField | null; readonly text: StaffBannerProblemText } | null = null;
  /** Share sent of the picture going up in each slot, 0..1. */
  uploads = new Map<BannerPictureSlot, number>();
  pictureProblems = new Map<BannerPictureSlot, StaffBannerProblemText>();
  /** Banners being moved or deleted, and a failed move's or delete's message per banner. */
  busy = new Set<number>();
  rowProblems = new Map<number, StaffBannerProblemText>();
  /** The banner staff asked to delete, waiting for their second word. */
  confirmingDelete: number | null = null;
  private latestLoad = 0;
  /** Counts the forms opened, so a picture that arrives after its form closed is not put into another. */
  private formTicket = 0;

  constructor(
    @inject(TOKENS.StaffBannersApi) private readonly api: StaffBannersApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
    @inject(TOKENS.AdminCityPreference) private readonly cityPreference: AdminCityPreferencePort,
  ) {
    this.cityId = cityPreference.load() ?? CITY_IDS.lviv;
    makeAutoObservable<this, 'api' | 'session' | 'cityPreference' | 'latestLoad' | 'formTicket'>(
      this,
      { api: false, session: false, cityPreference: false, latestLoad: false, formTicket: false },
      { autoBind: true },
    );
  }

  /** The screen of one page (burgers or sushi) opens: its banners of the chosen city are read. */
  open(page: MenuPage): void {
    if (page !== this.page) {
      this.page = page;
      this.draft = null;
      this.banners = [];
      this.state = 'loading';
    }
    void this.load();
  }

  selectCity(cityId: CityId): void {
    if (cityId === this.cityId) return;
    this.cityId = cityId;
    this.cityPreference.save(cityId);
    this.banners = [];
    this.state = 'loading';
    void this.load();
  }

  async load(): Promise<void> {
    const ticket = ++this.latestLoad;
    if (this.state !== 'ready') this.state = 'loading';
    const result = await this.api.listBanners(this.cityId, this.page);
    runInAction(() => {
      if (ticket !== this.latestLoad) return;
      if (result.ok) {
        this.banners = result.value;
        this.state = 'ready';
        this.stale = false;
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else if (this.state === 'ready') this.stale = true;
      else this.state = 'failed';
    });
  }

  /** Each field's first problem by the domain's rule (once staff tried to save), and the server's refusal. */
  get fieldProblems(): Partial<Record<StaffBannerField, StaffBannerProblemText>> {
    const problems: Partial<Record<StaffBannerField, StaffBannerProblemText>> = {};
    if (this.draft !== null && this.triedToSave) {
      for (const { field, problem } of checkStaffBanner(bannerInputOf(this.draft)).problems)
        problems[field] = { key: `banners.problem.${problem}` };
    }
    const server = this.serverProblem;
    if (server !== null && server.field !== null && problems[server.field] === undefined)
      problems[server.field] = server.text;
    return problems;
  }

  /** A refusal that names no field, shown above the form's buttons. */
  get formProblem(): StaffBannerProblemText | null {
    return this.serverProblem !== null && this.serverProblem.field === null ? this.serverProblem.text : null;
  }

  get uploading(): boolean {
    return this.uploads.size > 0;
  }

  startNew(): void {
    this.openForm(emptyBannerDraft(this.cityId, this.page));
  }

  startEdit(banner: StaffBannerDto): void {
    this.openForm(draftOfBanner(banner));
  }

  cancel(): void {
    this.formTicket += 1;
    this.draft = null;
    this.uploads = new Map();
  }

  edit(change: Partial<Omit<StaffBannerDraft, 'id' | 'page'>>): void {
    if (this.draft === null) return;
    this.draft = { ...this.draft, ...change };
    const field = this.serverProblem?.field ?? '';
    if (this.serverProblem !== null && Object.keys(change).some((key) => field === key || field.startsWith(`${key}.`)))
      this.serverProblem = null;
  }

  editAlt(locale: Locale, text: string): void {
    if (this.draft !== null) this.edit({ alt: { ...this.draft.alt, [locale]: text } });
  }

  /** Sends the chosen file at once; once stored, it is the slot's picture in the form (saved with the banner). */
  async uploadPicture(slot: BannerPictureSlot, file: Blob): Promise<void> {
    if (this.draft === null || this.uploads.has(slot)) return;
    const checked = checkPhotoFile({ byteLength: file.size, mimeType: file.type });
    this.pictureProblems = new Map([...this.pictureProblems].filter(([each]) => each !== slot));
    if (!checked.ok) {
      this.pictureProblems = new Map([
        ...this.pictureProblems,
        [slot, { key: `banners.picture.problem.${checked.reason}` }],
      ]);
      return;
    }
    this.uploads = new Map([...this.uploads, [slot, 0]]);
    const form = this.formTicket;
    const result = await this.api.uploadPicture(file, (sent) =>
      runInAction(() => {
        if (this.uploads.has(slot)) this.uploads = new Map([...this.uploads, [slot, sent]]);
      }),
    );
    runInAction(() => {
      if (form !== this.formTicket) return;
      this.uploads = new Map([...this.uploads].filter(([each]) => each !== slot));
      if (result.ok) this.setPicture(slot, result.value);
      else if (result.reason === 'unauthorized') this.session.signOut();
      else this.pictureProblems = new Map([...this.pictureProblems, [slot, pictureFailureText(result)]]);
    });
  }

  /** A language goes back to the main picture. */
  removeLocalePicture(locale: Locale): void {
    this.setPicture(locale, null);
  }

  async save(): Promise<boolean> {
    const draft = this.draft;
    if (draft === null || this.saving || this.uploading) return false;
    this.triedToSave = true;
    this.serverProblem = null;
    const input = bannerInputOf(draft);
    if (!checkStaffBanner(input).ok) return false;
    this.saving = true;
    const result =
      draft.id === null ? await this.api.createBanner(input) : await this.api.updateBanner(draft.id, input);
    if (result.ok) await this.load();
    runInAction(() => {
      this.saving = false;
      if (result.ok) this.draft = null;
      else if (result.reason === 'unauthorized') this.session.signOut();
      else this.serverProblem = { field: result.field ?? null, text: failureText(result) };
    });
    return result.ok;
  }

  async move(banner: StaffBannerDto, move: MenuMove): Promise<void> {
    await this.rowCall(banner.id, () => this.api.moveBanner(banner.id, { move }));
  }

  askDelete(id: number): void {
    this.confirmingDelete = id;
  }

  cancelDelete(): void {
    this.confirmingDelete = null;
  }

  async confirmDelete(): Promise<void> {
    const id = this.confirmingDelete;
    if (id === null) return;
    this.confirmingDelete = null;
    await this.rowCall(id, async () => {
      const deleted = await this.api.deleteBanner(id);
      return deleted.ok ? this.api.listBanners(this.cityId, this.page) : deleted;
    });
    if (this.draft?.id === id && !this.banners.some((banner) => banner.id === id)) this.draft = null;
  }

  /** A move or delete: the banner is busy until the page's new list comes back. */
  private async rowCall(
    id: number,
    call: () => Promise<{ ok: true; value: readonly StaffBannerDto[] } | StaffBannersFailure>,
  ): Promise<void> {
    if (this.busy.has(id)) return;
    this.busy = new Set([...this.busy, id]);
    this.rowProblems = new Map([...this.rowProblems].filter(([each]) => each !== id));
    const cityId = this.cityId;
    const page = this.page;
    const result = await call();
    runInAction(() => {
      this.busy = new Set([...this.busy].filter((each) => each !== id));
      if (result.ok) {
        if (cityId === this.cityId && page === this.page) this.banners = result.value;
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else this.rowProblems = new Map([...this.rowProblems, [id, failureText(result)]]);
    });
  }

  private setPicture(slot: BannerPictureSlot, picture: StaffBannerDraft['picture']): void {
    if (this.draft === null) return;
    if (slot === 'picture') this.edit({ picture });
    else this.edit({ localePictures: { ...this.draft.localePictures, [slot]: picture } });
  }

  private openForm(draft: StaffBannerDraft): void {
    this.formTicket += 1;
    this.draft = draft;
    this.triedToSave = false;
    this.serverProblem = null;
    this.uploads = new Map();
    this.pictureProblems = new Map();
  }
}
