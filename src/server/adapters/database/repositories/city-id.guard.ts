/**
 * cities.id is a smallint: a number outside it (from a hand-made request) is no city of this shop,
 * and sending it would make PostgreSQL fail the query instead of answering "nothing here".
 */
export const isStorableCityId = (cityId: number): boolean =>
  Number.isInteger(cityId) && cityId >= 1 && cityId <= 32_767;
