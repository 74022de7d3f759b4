import { formatTimeOfDay, kyivWallTime } from '../../domain/shared/kyiv-time';

/** An ISO instant as staff read it: the shop's (Kyiv) date and time of day, wherever the browser is. */
export const kyivDateTime = (iso: string): { readonly date: string; readonly time: string } => {
  const at = kyivWallTime(Date.parse(iso));
  return { date: at.dateString, time: formatTimeOfDay(at.minutesOfDay) };
};
