import { makeAutoObservable } from 'mobx';
import { searchStreets } from '../../../domain/address/street-search.rule';
import type { Street } from '../../../domain/order/order-form';

export type StreetHint = 'no-results' | 'choose-from-list' | null;

/** What the search needs from the address it fills in: the chosen street and the city's streets. */
export interface StreetSearchHost {
  readonly street: Street;
  readonly streets: readonly Street[];
  clearStreet(): void;
  chooseStreet(street: Street): void;
  /** The box was left: an error under it may show now. */
  touchStreet(): void;
}

/** The shortest name the customer may send as typed when the list has no such street. */
const TYPED_STREET_MIN_LENGTH = 3;

/**
 * The street search box: what is typed is only a query; the street is set when a suggestion is
 * chosen (the domain's filter, at most 9), or, when the list has nothing like it, when the customer
 * asks to send the name as typed: the order then goes to the operator, who confirms the address by
 * phone (the server finds no zone for it). Typing over a chosen street clears it, so a half-typed
 * name is never sent as an address. The arrow keys walk the suggestions while focus stays in the
 * box (the combobox pattern screen readers expect), Enter chooses the one they point at.
 */
export class StreetSearchViewModel {
  query: string;
  isOpen = false;
  /** The suggestion the arrow keys point at, by its place in the list; null before any arrow key. */
  activeIndex: number | null = null;

  constructor(private readonly address: StreetSearchHost) {
    this.query = address.street.name;
    makeAutoObservable<this, 'address'>(this, { address: false }, { autoBind: true });
  }

  type(query: string): void {
    this.query = query;
    this.isOpen = true;
    this.activeIndex = null;
    if (this.address.street.name !== '') this.address.clearStreet();
  }

  open(): void {
    this.query = this.query === '' ? this.address.street.name : this.query;
    this.isOpen = true;
  }

  close(): void {
    this.isOpen = false;
    this.activeIndex = null;
    this.address.touchStreet();
  }

  choose(street: Street): void {
    this.address.chooseStreet(street);
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

  /** Offered only when the list has nothing like the name: a street the shop's list lacks. */
  get canUseAsTyped(): boolean {
    return this.hint === 'no-results' && this.query.trim().length >= TYPED_STREET_MIN_LENGTH;
  }

  /** The typed name becomes the street, with no id: the operator confirms where it is. */
  useAsTyped(): void {
    if (!this.canUseAsTyped) return;
    this.choose({ id: '', name: this.query.trim() });
  }

  /** Keeps the box in step with the form when autofill or clear changed the street. */
  sync(): void {
    if (!this.isOpen) this.query = this.address.street.name;
  }

  get suggestions(): readonly Street[] {
    return searchStreets(this.address.streets, this.query);
  }

  get hint(): StreetHint {
    if (this.query.trim() === '' || this.query === this.address.street.name) return null;
    return this.suggestions.length === 0 ? 'no-results' : 'choose-from-list';
  }
}
