import type { ShopHoursDisplay } from './shop-hours-display.rule';

/** A translation key and its parameters. */
export interface HoursText {
  readonly key: string;
  readonly params: { readonly hours?: string };
}

const KEYS: Readonly<Record<ShopHoursDisplay['kind'], string>> = {
  daily: 'daily',
  today: 'today',
  'closed-today': 'closedToday',
};

/** The hours line in `namespace:prefix.daily|today|closedToday` words (common:hours, pages:delivery.hours). */
export const hoursTextOf = (display: ShopHoursDisplay, prefix: string): HoursText => ({
  key: `${prefix}.${KEYS[display.kind]}`,
  params: display.kind === 'closed-today' ? {} : { hours: display.hours },
});
