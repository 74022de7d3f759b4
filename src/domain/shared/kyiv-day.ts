import { addDays, formatDate, kyivInstantOf, parseDate, type CalendarDate } from './kyiv-time';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' (what a date input gives) as a Kyiv calendar day; null when no such day exists. */
export const parseIsoDay = (text: string): CalendarDate | null => {
  const match = ISO_DAY.exec(text);
  if (match === null) return null;
  const parsed = parseDate(`${match[3]}.${match[2]}.${match[1]}`);
  return parsed.ok ? parsed.value : null;
};

export const formatIsoDay = (date: CalendarDate): string => {
  const [day, month, year] = formatDate(date).split('.');
  return `${year}-${month}-${day}`;
};

/** The instants a Kyiv calendar day runs over: [from, to). 23 or 25 hours on the DST days. */
export const kyivDayRange = (date: CalendarDate): { readonly from: number; readonly to: number } => ({
  from: kyivInstantOf(date, 0),
  to: kyivInstantOf(addDays(date, 1), 0),
});
