import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CITY_IDS, type CityId } from '../../domain/city/city';
import { checkStaffCoupon, type StaffCouponProblem } from '../../domain/coupon/staff-coupon.rule';
import type { StaffCouponDto, StaffCouponField, StaffCouponKind } from '../../domain/shop-api/staff-coupons.contract';
import type { StaffCouponsApiPort, StaffCouponsFailure } from '../application/ports/staff-coupons-api.port';
import type { StaffMenuApiPort } from '../application/ports/staff-menu-api.port';
import { TOKENS } from '../di/tokens';
import type { AdminSessionViewModel } from './admin-session.view-model';
import { couponInputOf, draftOfCoupon, emptyCouponDraft, type StaffCouponDraft } from './staff-coupon-form';

export type StaffCouponsState = 'loading' | 'failed' | 'ready';

/** A message next to a field or a coupon: an admin:coupons.problem.… key, with the server's words when it sent some. */
export interface StaffCouponProblemText {
  readonly key: string;
  readonly message?: string;
}

/** A product a gift can be, as the picker lists it. */
export interface GiftProductChoice {
  readonly iikoId: string;
  readonly name: string;
}

const problemText = (problem: StaffCouponProblem): StaffCouponProblemText => ({ key: `coupons.problem.${problem}` });

const failureText = (failure: StaffCouponsFailure): StaffCouponProblemText => {
  switch (failure.reason) {
    case 'code-taken':
      return { key: 'coupons.problem.code-taken' };
    case 'invalid':
      return failure.field === 'gifts'
        ? {
            key: 'coupons.problem.unknown-product',
            ...(failure.message === undefined ? {} : { message: failure.message }),
          }
        : { key: 'coupons.problem.refused', ...(failure.message === undefined ? {} : { message: failure.message }) };
    case 'not-found':
      return { key: 'coupons.problem.not-found' };
    default:
      return { key: 'coupons.problem.save-failed' };
  }
};

/** The list with a coupon as the server answered it: in its place, or on top when it is new. */
const withCoupon = (coupons: readonly StaffCouponDto[], coupon: StaffCouponDto): readonly StaffCouponDto[] =>
  coupons.some((entry) => entry.id === coupon.id)
    ? coupons.map((entry) => (entry.id === coupon.id ? coupon : entry))
    : [coupon, ...coupons];

/**
 * The coupons screen: every coupon with its use count, a form to add or edit one, and a switch to
 * turn one off or on. The form checks fields with the server's own rule as staff type (after the
 * first save attempt, so an untouched form is not red); the server's refusals land next to the
 * field they name. Nothing is optimistic; an expired token signs staff out.
 */
@injectable()
export class StaffCouponsViewModel {
  state: StaffCouponsState = 'loading';
  stale = false;
  coupons: readonly StaffCouponDto[] = [];
  /** The open form; null when none is open. */
  draft: StaffCouponDraft | null = null;
  saving = false;
  /** Errors show once staff tried to save the form. */
  triedToSave = false;
  /** The server's refusal of the last save, next to its field (or above the form). */
  serverProblem: { readonly field: StaffCouponField | null; readonly text: StaffCouponProblemText } | null = null;
  /** Coupons being switched, and a failed switch's message per coupon. */
  switching = new Set<number>();
  switchProblems = new Map<number, StaffCouponProblemText>();
  giftProducts: readonly GiftProductChoice[] = [];
  private latestLoad = 0;
  /**
   * Coupons saved or switched since the latest load was asked: its answer may predate them (staff
   * can add a coupon while the list is still on its way), so they are laid over it.
   */
  private readonly answeredSinceLoad = new Map<number, StaffCouponDto>();

  constructor(
    @inject(TOKENS.StaffCouponsApi) private readonly api: StaffCouponsApiPort,
    @inject(TOKENS.StaffMenuApi) private readonly menuApi: StaffMenuApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'menuApi' | 'session' | 'latestLoad' | 'answeredSinceLoad'>(
      this,
      { api: false, menuApi: false, session: false, latestLoad: false, answeredSinceLoad: false },
      { autoBind: true },
    );
  }

  /** Each field's first problem by the domain's rule; empty until staff tried to save. */
  get fieldProblems(): Partial<Record<StaffCouponField, StaffCouponProblemText>> {
    const problems: Partial<Record<StaffCouponField, StaffCouponProblemText>> = {};
    if (this.draft !== null && this.triedToSave) {
      for (const { field, problem } of checkStaffCoupon(couponInputOf(this.draft)).problems)
        problems[field] = problemText(problem);
    }
    const server = this.serverProblem;
    if (server !== null && server.field !== null && problems[server.field] === undefined)
      problems[server.field] = server.text;
    return problems;
  }

  /** A refusal that names no field, shown above the form's buttons. */
  get formProblem(): StaffCouponProblemText | null {
    return this.serverProblem !== null && this.serverProblem.field === null ? this.serverProblem.text : null;
  }

  async load(): Promise<void> {
    const ticket = ++this.latestLoad;
    this.answeredSinceLoad.clear();
    if (this.state !== 'ready') this.state = 'loading';
    const result = await this.api.listCoupons();
    runInAction(() => {
      if (ticket !== this.latestLoad) return;
      if (result.ok) {
        this.coupons = [...this.answeredSinceLoad.values()].reduce(withCoupon, result.value);
        this.state = 'ready';
        this.stale = false;
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else if (this.state === 'ready') this.stale = true;
      else this.state = 'failed';
    });
  }

  startNew(): void {
    this.openForm(emptyCouponDraft());
  }

  startEdit(coupon: StaffCouponDto): void {
    this.openForm(draftOfCoupon(coupon));
  }

  cancel(): void {
    this.draft = null;
  }

  edit(change: Partial<Omit<StaffCouponDraft, 'id'>>): void {
    if (this.draft === null) return;
    this.draft = { ...this.draft, ...change };
    if (this.serverProblem !== null && Object.keys(change).includes(this.serverProblem.field ?? ''))
      this.serverProblem = null;
  }

  setKind(kind: StaffCouponKind): void {
    // A gift coupon starts with one gift to fill; the others may give gifts too, but need none.
    this.edit(kind === 'gift' && this.draft?.gifts.length === 0 ? { kind, gifts: [[]] } : { kind });
  }

  toggleCity(cityId: CityId): void {
    if (this.draft === null) return;
    const has = this.draft.cityIds.includes(cityId);
    this.edit({ cityIds: has ? this.draft.cityIds.filter((id) => id !== cityId) : [...this.draft.cityIds, cityId] });
  }

  addGift(): void {
    if (this.draft !== null) this.edit({ gifts: [...this.draft.gifts, []] });
  }

  removeGift(index: number): void {
    if (this.draft !== null) this.edit({ gifts: this.draft.gifts.filter((_, at) => at !== index) });
  }

  addGiftProduct(index: number, iikoId: string): void {
    if (this.draft === null || iikoId === '') return;
    this.edit({
      gifts: this.draft.gifts.map((options, at) =>
        at !== index || options.some((option) => option.iikoId === iikoId)
          ? options
          : [...options, { iikoId, modifierIds: [] }],
      ),
    });
  }

  removeGiftProduct(index: number, iikoId: string): void {
    if (this.draft === null) return;
    this.edit({
      gifts: this.draft.gifts.map((options, at) =>
        at !== index ? options : options.filter((option) => option.iikoId !== iikoId),
      ),
    });
  }

  productName(iikoId: string): string {
    return this.giftProducts.find((product) => product.iikoId === iikoId)?.name ?? iikoId;
  }

  async save(): Promise<boolean> {
    const draft = this.draft;
    if (draft === null || this.saving) return false;
    this.triedToSave = true;
    this.serverProblem = null;
    const input = couponInputOf(draft);
    if (!checkStaffCoupon(input).ok) return false;
    this.saving = true;
    const result =
      draft.id === null ? await this.api.createCoupon(input) : await this.api.updateCoupon(draft.id, input);
    runInAction(() => {
      this.saving = false;
      if (result.ok) {
        this.answered(result.value);
        this.draft = null;
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else this.serverProblem = { field: result.field ?? null, text: failureText(result) };
    });
    return result.ok;
  }

  async setActive(coupon: StaffCouponDto, active: boolean): Promise<void> {
    if (this.switching.has(coupon.id)) return;
    this.switching = new Set([...this.switching, coupon.id]);
    this.switchProblems = new Map([...this.switchProblems].filter(([id]) => id !== coupon.id));
    const result = await this.api.setActive(coupon.id, active);
    runInAction(() => {
      this.switching = new Set([...this.switching].filter((id) => id !== coupon.id));
      if (result.ok) this.answered(result.value);
      else if (result.reason === 'unauthorized') this.session.signOut();
      else this.switchProblems = new Map([...this.switchProblems, [coupon.id, failureText(result)]]);
    });
  }

  private answered(coupon: StaffCouponDto): void {
    this.answeredSinceLoad.set(coupon.id, coupon);
    this.coupons = withCoupon(this.coupons, coupon);
  }

  private openForm(draft: StaffCouponDraft): void {
    this.draft = draft;
    this.triedToSave = false;
    this.serverProblem = null;
    if (this.giftProducts.length === 0) void this.loadGiftProducts();
  }

  // Gifts are chosen from the menu's products (Lviv's list: both cities sell the same products).
  private async loadGiftProducts(): Promise<void> {
    const menu = await this.menuApi.listMenu(CITY_IDS.lviv);
    if (!menu.ok) return;
    runInAction(() => {
      this.giftProducts = menu.value.categories.flatMap((category) =>
        category.products.map((product) => ({ iikoId: product.iikoId, name: product.translation.uk })),
      );
    });
  }
}
