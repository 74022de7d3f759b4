/** Shapes of the staff's site-management calls (hours, stops, busy mode, slot capacity), shared by the browser adapter and the server routes. */
import type { CityId } from '../city/city';

/** The switches staff flip; all but online payment are working-hours records the storefront reads. */
export const SITE_STOP_SWITCHES = [
  'global',
  'delivery',
  'self-pickup',
  'pre-order',
  'online-payment',
  'burgers',
  'sushi',
] as const;
export type SiteStopSwitch = (typeof SITE_STOP_SWITCHES)[number];

/** Kyiv wall times 'HH:mm'; `close` after `open`. */
export interface DayHoursDto {
  readonly open: string;
  readonly close: string;
}

export interface ScheduleExceptionDto {
  /** DD.MM.YYYY */
  readonly date: string;
  /** null: closed all day (a holiday). */
  readonly hours: DayHoursDto | null;
}

/** A stop message in one language. */
export interface StopMessageDto {
  readonly title: string;
  readonly description: string;
}

/** The languages a stop message is translated into; Ukrainian is the message itself. */
export const STOP_MESSAGE_LOCALES = ['en', 'ru'] as const;
export type StopMessageLocale = (typeof STOP_MESSAGE_LOCALES)[number];

export interface SiteStopDto {
  readonly switch: SiteStopSwitch;
  readonly stopped: boolean;
  /** What customers read while it is stopped, in Ukrainian. */
  readonly title: string;
  readonly description: string;
  /** The message in English and Russian; '' where staff wrote none (those customers read the Ukrainian). */
  readonly translations: Readonly<Record<StopMessageLocale, StopMessageDto>>;
}

/**
 * A stop as a change sends it. Without `translations` a changed Ukrainian message drops the stored
 * translations (they translated another message); with them, they are stored as sent.
 */
export type SiteStopChangeDto = Omit<SiteStopDto, 'translations'> & {
  readonly translations?: SiteStopDto['translations'];
};

export interface BusyModeDto {
  /** Added to every delivery promise and to today's first pre-order slot. */
  readonly minutes: number;
  /** Kyiv wall time 'DD.MM.YYYY HH:mm' when it ends by itself; null: until staff turn it off. */
  readonly until: string | null;
}

/** GET /api/admin/site?cityId=N; PUT takes all of it but cityId, PATCH any of its parts. */
export interface AdminSiteDto {
  readonly cityId: CityId;
  /** Monday first, seven entries; null: closed on that weekday. */
  readonly weekly: readonly (DayHoursDto | null)[];
  /** Upcoming dates that depart from their weekday, by date. */
  readonly exceptions: readonly ScheduleExceptionDto[];
  readonly stops: readonly SiteStopDto[];
  readonly sushiEnabled: boolean;
  /** The city's phone as customers see it, e.g. '+380 67 123 45 67'. */
  readonly phone: string;
  /** null: not busy (or its end has passed). */
  readonly busy: BusyModeDto | null;
  /** Orders per 30-minute pre-order slot; null: no limit. */
  readonly slotCapacity: number | null;
}

export type AdminSiteChangeDto = Partial<Omit<AdminSiteDto, 'cityId' | 'stops'>> & {
  readonly stops?: readonly SiteStopChangeDto[];
};

export const BUSY_MAX_MINUTES = 240;
export const SLOT_CAPACITY_MAX = 500;
export const STOP_TEXT_MAX = 500;
export const EXCEPTIONS_MAX = 60;

/**
 * GET /api/site-management/schedule?cityId=N: what the storefront's clock rules follow. Exceptions
 * are today's and later ones; `fullSlots` are pre-order slots ('DD.MM.YYYY HH:mm') with no room left.
 */
export interface PublicScheduleDto {
  readonly weekly: readonly (DayHoursDto | null)[];
  readonly exceptions: readonly ScheduleExceptionDto[];
  readonly busy: { readonly minutes: number; readonly untilMs: number | null } | null;
  readonly slotCapacity: number | null;
  readonly fullSlots: readonly string[];
}
