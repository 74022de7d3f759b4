import { makeAutoObservable } from 'mobx';
import { toDeliveryDate } from '../../../domain/order/delivery-date.format';
import { maxPreOrderDate, minPreOrderDate, preOrderSlots } from '../../../domain/pre-order/pre-order-slots.rule';
import type { ShopSchedule } from '../../../domain/site-schedule/shop-schedule.types';

/** DD.MM.YYYY ↔ the date input's YYYY-MM-DD; a calendar date, never a Date (no zone shift). */
const toIso = (dotted: string): string => {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(dotted);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
};

/** What the pickers need from the order form. */
export interface PreOrderHost {
  readonly form: { readonly deliveryDate: string; readonly deliveryTime: string };
  readonly hasAlcohol: boolean;
  readonly now: number;
  /** The city's schedule: closed days and hours shape the slots. */
  readonly schedule: ShopSchedule;
  /** Slots with no room left, 'DD.MM.YYYY HH:mm': never offered. */
  readonly fullSlots: readonly string[];
  setDeliveryDate(date: string): void;
}

/** The pre-order date and time pickers: dates from the domain's minimum, slots alcohol-aware. */
export class PreOrderViewModel {
  constructor(private readonly form: PreOrderHost) {
    makeAutoObservable<this, 'form'>(this, { form: false }, { autoBind: true });
  }

  /** Today, or tomorrow once today's last slot has passed. */
  get minDate(): string {
    return minPreOrderDate(this.form.hasAlcohol, this.form.now, this.form.schedule);
  }

  get minDateIso(): string {
    return toIso(this.minDate);
  }

  get maxDateIso(): string {
    return toIso(maxPreOrderDate(this.form.now));
  }

  get dateIso(): string {
    return toIso(this.form.form.deliveryDate);
  }

  /** The date input answers YYYY-MM-DD; the form keeps the shop's DD.MM.YYYY. */
  setDateIso(value: string): void {
    this.form.setDeliveryDate(toDeliveryDate(value));
  }

  get slots(): readonly string[] {
    const date = this.form.form.deliveryDate;
    const full = new Set(this.form.fullSlots);
    return preOrderSlots(date, this.form.hasAlcohol, this.form.now, this.form.schedule).filter(
      (time) => !full.has(`${date} ${time}`),
    );
  }

  /** A time no longer among the slots shows empty. */
  get timeValue(): string {
    return this.slots.includes(this.form.form.deliveryTime) ? this.form.form.deliveryTime : '';
  }
}
