import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { CitySlug } from '../../../domain/city/city';
import { emptyOrderForm, type Address, type OrderForm } from '../../../domain/order/order-form';
import type { SubmissionField } from '../../../domain/order/submission-rules';
import type { CouponCustomer } from '../../application/apply-coupon.use-case';
import type { ClockPort } from '../../application/ports/clock.port';
import { TOKENS } from '../../di/tokens';

/** Fields whose error shows once touched; the domain's submission fields plus the cash amount. */
export type FormField = SubmissionField | 'cashback';

/**
 * What the customer typed into the order form, and the few facts about the typing itself (which
 * fields were left, whether a submit was tried, whether it is sending). The form's parts (contact
 * and address, delivery and payment, totals) all edit and read this one draft, so none of them
 * needs the others; it is saved per city by the order form.
 */
@injectable()
export class OrderDraftStore {
  form: OrderForm = emptyOrderForm();
  city: CitySlug | null = null;
  isAutofill = false;
  isSubmitting = false;
  /** Touched fields and a submit attempt decide when errors show (never on an untouched form). */
  private touched = new Set<FormField>();
  submitAttempted = false;
  /** The instant the rules are evaluated at; refreshed on activation and on each submit attempt. */
  now: number;

  constructor(@inject(TOKENS.Clock) private readonly clock: ClockPort) {
    this.now = clock.now();
    makeAutoObservable<this, 'clock'>(this, { clock: false, form: observableRef }, { autoBind: true });
  }

  /** Another city: its own saved form (or an empty one), nothing touched. */
  load(city: CitySlug, saved: OrderForm | null): void {
    this.city = city;
    this.form = saved ?? emptyOrderForm();
    this.startOver();
  }

  replace(form: OrderForm): void {
    this.form = form;
  }

  patch(changes: Partial<OrderForm>): void {
    this.form = { ...this.form, ...changes };
  }

  patchAddress(changes: Partial<Address>): void {
    this.patch({ address: { ...this.form.address, ...changes } });
  }

  setAutofill(value: boolean): void {
    this.isAutofill = value;
  }

  touch(field: FormField): void {
    this.touched.add(field);
    this.touched = new Set(this.touched);
  }

  /** Whether the error under a field may show yet. */
  showsErrorOf(field: FormField): boolean {
    return this.submitAttempted || this.touched.has(field);
  }

  /** As for a customer who has typed nothing yet: no field touched, no submit tried. */
  startOver(): void {
    this.touched = new Set();
    this.submitAttempted = false;
  }

  attemptSubmit(): void {
    this.submitAttempted = true;
    this.refreshClock();
  }

  setSubmitting(value: boolean): void {
    this.isSubmitting = value;
  }

  refreshClock(): void {
    this.now = this.clock.now();
  }

  /** The coupon check names who orders, as typed at the moment it runs. */
  get customer(): CouponCustomer {
    return { name: this.form.name, phone: this.form.phone };
  }

  /** After a placed order: the customer's details stay for next time, the order's own choices go. */
  resetAfterOrder(): void {
    this.patch({
      comment: '',
      cashback: '',
      deliveryDate: '',
      deliveryTime: '',
      sticks: 0,
      trainingSticks: 0,
      coupon: '',
    });
    this.isAutofill = false;
    this.startOver();
  }
}
