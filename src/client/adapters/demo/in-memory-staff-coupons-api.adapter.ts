import { checkStaffCoupon } from '../../../domain/coupon/staff-coupon.rule';
import { ok } from '../../../domain/shared/result';
import type { StaffCouponDto, StaffCouponInputDto } from '../../../domain/shop-api/staff-coupons.contract';
import type {
  StaffCouponsApiPort,
  StaffCouponsFailure,
  StaffCouponsResult,
} from '../../application/ports/staff-coupons-api.port';
import { fakeStaffCoupons } from './fake-staff-coupons-data';
import { fakeStaffMenus } from './fake-staff-menu-data';

const refuse = (failure: Omit<StaffCouponsFailure, 'ok'>): StaffCouponsFailure => ({ ok: false, ...failure });

/**
 * The staff's coupons without a server. It answers like the real API: the same rule checks every
 * field (refusals name it), codes are stored upper case and unique, gifts must name products of
 * the demo menu, and a switched-off coupon keeps its use count. Tests can expire the token, fail
 * calls, and read what was asked.
 */
export class InMemoryStaffCouponsApi implements StaffCouponsApiPort {
  readonly calls: string[] = [];
  readonly failing = new Set<'list' | 'save' | 'active'>();
  unauthorized = false;
  private coupons: StaffCouponDto[];
  private readonly products: ReadonlySet<string>;

  constructor(coupons: readonly StaffCouponDto[] = fakeStaffCoupons(), productIds?: readonly string[]) {
    this.coupons = [...coupons];
    this.products = new Set(
      productIds ??
        fakeStaffMenus().flatMap((menu) =>
          menu.categories.flatMap((category) => category.products.map((product) => product.iikoId)),
        ),
    );
  }

  async listCoupons(): Promise<StaffCouponsResult<readonly StaffCouponDto[]>> {
    this.calls.push('list');
    if (this.unauthorized) return refuse({ reason: 'unauthorized' });
    if (this.failing.has('list')) return refuse({ reason: 'unavailable' });
    return ok([...this.coupons].sort((a, b) => b.id - a.id));
  }

  async createCoupon(input: StaffCouponInputDto): Promise<StaffCouponsResult<StaffCouponDto>> {
    this.calls.push(`create:${input.code}`);
    return this.save(null, input);
  }

  async updateCoupon(id: number, input: StaffCouponInputDto): Promise<StaffCouponsResult<StaffCouponDto>> {
    this.calls.push(`update:${id}:${input.code}`);
    return this.save(id, input);
  }

  async setActive(id: number, active: boolean): Promise<StaffCouponsResult<StaffCouponDto>> {
    this.calls.push(`active:${id}:${active}`);
    if (this.unauthorized) return refuse({ reason: 'unauthorized' });
    if (this.failing.has('active')) return refuse({ reason: 'unavailable' });
    const coupon = this.coupons.find((candidate) => candidate.id === id);
    if (coupon === undefined) return refuse({ reason: 'not-found', message: 'There is no coupon with this id.' });
    const changed = { ...coupon, active };
    this.coupons = this.coupons.map((candidate) => (candidate.id === id ? changed : candidate));
    return ok(changed);
  }

  private save(id: number | null, input: StaffCouponInputDto): StaffCouponsResult<StaffCouponDto> {
    if (this.unauthorized) return refuse({ reason: 'unauthorized' });
    if (this.failing.has('save')) return refuse({ reason: 'unavailable' });
    const checked = checkStaffCoupon(input);
    const first = checked.problems[0];
    if (!checked.ok)
      return refuse({
        reason: 'invalid',
        ...(first === undefined
          ? {}
          : { field: first.field, message: `'${first.field}' is not valid: ${first.problem}.` }),
      });
    const earlier = id === null ? undefined : this.coupons.find((coupon) => coupon.id === id);
    if (id !== null && earlier === undefined)
      return refuse({ reason: 'not-found', message: 'There is no coupon with this id.' });
    const { code } = checked.value;
    if (this.coupons.some((coupon) => coupon.code === code && coupon.id !== id)) {
      return refuse({
        reason: 'code-taken',
        field: 'code',
        message: `'code': another coupon already has the code ${code}.`,
      });
    }
    const unknown = input.gifts.flatMap((gift) => gift.options).find((option) => !this.products.has(option.iikoId));
    if (unknown !== undefined)
      return refuse({
        reason: 'invalid',
        field: 'gifts',
        message: `'gifts' names a product the shop does not have: ${unknown.iikoId}.`,
      });
    const saved: StaffCouponDto = {
      ...input,
      id: id ?? Math.max(0, ...this.coupons.map((coupon) => coupon.id)) + 1,
      code,
      value: input.kind === 'gift' ? 0 : input.value,
      minSum: input.minSum === 0 ? null : input.minSum,
      cityIds: checked.value.cityIds,
      timesUsed: earlier?.timesUsed ?? 0,
    };
    this.coupons =
      id === null ? [saved, ...this.coupons] : this.coupons.map((coupon) => (coupon.id === id ? saved : coupon));
    return ok(saved);
  }
}
