/** A payment type as GET /delivery-and-payment lists it (spec §3): one row per method and city. */
export interface PaymentType {
  readonly id: number | string;
  /** 'online', 'card' or 'cash'; anything else is an unknown method the shop cannot offer. */
  readonly name: string;
  readonly isAllowed: boolean;
  readonly cityId: number;
}
