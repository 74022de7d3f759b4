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
 * chosen (spec §5 filter, at most 9). Typing over a chosen street clears it, so a half-typed name
 * is never sent as an address.
 */
export class StreetSearchViewModel {
  query: string;
  isOpen = false;

  constructor(private readonly form: StreetSearchHost) {
    this.query = form.form.address.street.name;
    makeAutoObservable<this, 'form'>(this, { form: false }, { autoBind: true });
  }

  type(query: string): void {
    this.query = query;
    this.isOpen = true;
    if (this.form.form.address.street.name !== '') this.form.clearStreet();
  }

  open(): void {
    this.query = this.query === '' ? this.form.form.address.street.name : this.query;
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
    this.form.touch('street');
  }

  choose(street: Street): void {
    this.form.chooseStreet(street);
    this.query = street.name;
    this.isOpen = false;
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
