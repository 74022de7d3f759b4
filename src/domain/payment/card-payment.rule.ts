/** Card payment to the courier is disabled while the cart holds alcohol. */
export const isCardAllowed = (cartHasAlcohol: boolean): boolean => !cartHasAlcohol;
