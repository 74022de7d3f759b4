import type { CouponAction, CouponActionItem, CouponSelectedItem } from './coupon.types';

/**
 * One entry per action of the answer: the iikoId taken for it, or null while nothing is taken
 * (the customer has not picked yet, or the action has no items).
 */
export type CouponChoices = readonly (string | null)[];

/** The customer must pick only where an action offers more than one item. */
export const needsPick = (action: CouponAction): boolean => action.items.length > 1;

/**
 * Choices for a fresh answer: a single item is taken automatically; where the customer must pick,
 * an earlier pick survives if the action still offers it (a recalculation must not undo the
 * customer's choice), otherwise the slot waits for a pick.
 */
export const resolveChoices = (actions: readonly CouponAction[], previous: CouponChoices): CouponChoices =>
  actions.map((action, index) => {
    if (action.items.length === 0) return null;
    if (!needsPick(action)) return action.items[0]?.iikoId ?? null;
    const earlier = previous[index] ?? null;
    return earlier !== null && offers(action, earlier) ? earlier : null;
  });

/** Reselecting forgets the picks only; single items stay taken because there is nothing to choose. */
export const forgetPicks = (actions: readonly CouponAction[], choices: CouponChoices): CouponChoices =>
  actions.map((action, index) => (needsPick(action) ? null : (choices[index] ?? null)));

export const hasMissingPick = (actions: readonly CouponAction[], choices: CouponChoices): boolean =>
  actions.some((action, index) => needsPick(action) && (choices[index] ?? null) === null);

export const offers = (action: CouponAction, iikoId: string): boolean =>
  action.items.some((item) => item.iikoId === iikoId);

/** The selected items in action order, as the cart and the order need them. */
export const selectedItemsOf = (
  actions: readonly CouponAction[],
  choices: CouponChoices,
): readonly CouponSelectedItem[] =>
  actions.flatMap((action, actionIndex) => {
    const chosen = choices[actionIndex] ?? null;
    const item = chosen === null ? undefined : action.items.find((candidate) => candidate.iikoId === chosen);
    return item === undefined ? [] : [toSelectedItem(item, actionIndex)];
  });

const toSelectedItem = (item: CouponActionItem, actionIndex: number): CouponSelectedItem => ({
  actionIndex,
  iikoId: item.iikoId,
  name: item.iikoName,
  translation: item.translation,
  weight: item.weight,
  volume: item.volume,
  modifiers: item.modifiers ?? [],
  imgLink: item.photo,
});
