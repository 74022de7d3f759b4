/**
 * Fields marked with an asterisk in the order form (architecture/storefront-checkout.md). Only marks: what blocks submission
 * is decided by `canSubmitOrder`, which asks for less (a delivery needs the street and the house, not the locality).
 * Optional fields: comment, apartment, entrance, floor.
 */
export const REQUIRED_ORDER_FIELDS = ['name', 'phone', 'locality', 'street', 'house'] as const;
export type RequiredOrderField = (typeof REQUIRED_ORDER_FIELDS)[number];

export const isRequiredOrderField = (field: string): field is RequiredOrderField =>
  (REQUIRED_ORDER_FIELDS as readonly string[]).includes(field);
