/**
 * The checkout shows dates as DD.MM.YYYY. Date pickers may hand over ISO dates
 * (YYYY-MM-DD); both are accepted, anything else is not a date and gives ''. No Date object is
 * built: a calendar date has no time zone, and parsing one would shift it by the browser's zone.
 */
export const toDeliveryDate = (text: string): string => {
  const value = text.trim();
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (dotted) return isCalendarDate(Number(dotted[3]), Number(dotted[2]), Number(dotted[1])) ? value : '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso && isCalendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))) return `${iso[3]}.${iso[2]}.${iso[1]}`;
  return '';
};

const isCalendarDate = (year: number, month: number, day: number): boolean =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

const daysInMonth = (year: number, month: number): number => {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
};

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
