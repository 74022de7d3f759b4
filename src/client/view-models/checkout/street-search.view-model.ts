import { makeAutoObservable } from 'mobx';
import { searchStreets } from '../../../domain/address/street-search.rule';
import type { Street } from '../../../domain/order/order-form';

export type StreetHint = 'no-results' | 'choose-from-list' | null;

/** What the search needs from the order form (kept structural: the form owns this search). */
export interface StreetSearchHost {
  readonly form: { readonly address: { readonly street: Street } };
  readonly streets: readonly Street[];
  clearStreet(): void;
  chooseStreet(street: Street): void;
  touch(field: 'street'): void;
}

/**
 * The street search box: what is typed is only a query; the street is set when a suggestion is
 * chosen (the domain's filter, at most 9). Typing over a chosen street clears it, so a half-typed
 * name is never sent as an address. The arrow keys walk the suggestions while focus stays in the
 * box (the combobox pattern screen readers expect), Enter chooses the one they point at.
 */
export class StreetSearchViewModel {
  query: string;
  isOpen = false;
  /** The suggestion the arrow keys point at, by its place in the list; null before any arrow key. */
  activeIndex: number | null = null;

  constructor(private readonly form: StreetSearchHost) {
    this.query = form.form.address.street.name;
    makeAutoObservable<this, 'form'>(this, { form: false }, { autoBind: true });
  }

  type(query: string): void {
    this.query = query;
    this.isOpen = true;
    this.activeIndex = null;
    if (this.form.form.address.street.name !== '') this.form.clearStreet();
  }

  open(): void {
    this.query = this.query === '' ? this.form.form.address.street.name : this.query;
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
    this.activeIndex = null;
    this.form.touch('street');
  }

  choose(street: Street): void {
    this.form.chooseStreet(street);
    this.query = street.name;
    this.isOpen = false;
    this.activeIndex = null;
  }

  /** Down (+1) or up (-1) through the suggestions, wrapping round; opens the list if it was closed. */
  moveActive(step: 1 | -1): void {
    this.isOpen = true;
    const count = this.suggestions.length;
    if (count === 0) {
      this.activeIndex = null;
      return;
    }
    const from = this.activeIndex ?? (step === 1 ? -1 : count);
    this.activeIndex = (from + step + count) % count;
  }

  get activeStreet(): Street | null {
    if (!this.isOpen || this.activeIndex === null) return null;
    return this.suggestions[this.activeIndex] ?? null;
  }

  /** Chooses the suggestion the arrows point at; false when there is none, so Enter keeps its usual meaning. */
  chooseActive(): boolean {
    const street = this.activeStreet;
    if (street === null) return false;
    this.choose(street);
    return true;
  }

  /** Keeps the box in step with the form when autofill or clear changed the street. */
  sync(): void {
    if (!this.isOpen) this.query = this.form.form.address.street.name;
  }

  get suggestions(): readonly Street[] {
    return searchStreets(this.form.streets, this.query);
  }

  get hint(): StreetHint {
    if (this.query.trim() === '' || this.query === this.form.form.address.street.name) return null;
    return this.suggestions.length === 0 ? 'no-results' : 'choose-from-list';
  }
}
