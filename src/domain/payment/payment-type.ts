import type { Translated } from '../shared/locale';
import type { StopText } from '../working-hours/working-hours.types';

/** A payment type as GET /delivery-and-payment lists it: one row per method and city. */
export interface PaymentType {
  readonly id: number | string;
  /** 'online', 'card' or 'cash'; anything else is an unknown method the shop cannot offer. */
  readonly name: string;
  readonly isAllowed: boolean;
  readonly cityId: number;
  /** While staff have switched the method off, what customers read (the languages staff wrote). */
  readonly stopMessage?: Partial<Translated<StopText>>;
}
