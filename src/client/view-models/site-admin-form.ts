import type {
  AdminSiteChangeDto,
  AdminSiteDto,
  DayHoursDto,
  SiteStopDto,
  StopMessageLocale,
} from '../../domain/shop-api/admin-site.contract';

/** One day's inputs: the times as typed, or closed. */
export interface DayDraft {
  closed: boolean;
  open: string;
  close: string;
}

export interface ExceptionDraft extends DayDraft {
  /** DD.MM.YYYY */
  date: string;
}

/** One stop message's inputs in one language. */
export interface StopMessageDraft {
  title: string;
  description: string;
}

/** One stop switch's inputs: the Ukrainian message and its English and Russian ones. */
export interface StopDraft {
  switch: SiteStopDto['switch'];
  stopped: boolean;
  title: string;
  description: string;
  translations: Record<StopMessageLocale, StopMessageDraft>;
}

/** Everything the screen's inputs hold, as text, until staff save a section. */
export interface SiteDraft {
  weekly: DayDraft[];
  exceptions: ExceptionDraft[];
  stops: StopDraft[];
  sushiEnabled: boolean;
  phone: string;
  busyOn: boolean;
  busyMinutes: string;
  /** 'DD.MM.YYYY HH:mm' or '' for "until turned off". */
  busyUntil: string;
  /** '' for no limit. */
  slotCapacity: string;
}

/** The screen's sections; each is saved on its own (one PATCH of its parts). */
export type SiteSection = 'hours' | 'exceptions' | 'stops' | 'city' | 'busy' | 'capacity';

const dayDraftOf = (hours: DayHoursDto | null): DayDraft =>
  hours === null
    ? { closed: true, open: '10:30', close: '22:30' }
    : { closed: false, open: hours.open, close: hours.close };

const hoursOf = (day: DayDraft): DayHoursDto | null =>
  day.closed ? null : { open: day.open.trim(), close: day.close.trim() };

export const draftOf = (site: AdminSiteDto): SiteDraft => ({
  weekly: site.weekly.map(dayDraftOf),
  exceptions: site.exceptions.map((exception) => ({ date: exception.date, ...dayDraftOf(exception.hours) })),
  stops: site.stops.map((stop) => ({
    ...stop,
    translations: { en: { ...stop.translations.en }, ru: { ...stop.translations.ru } },
  })),
  sushiEnabled: site.sushiEnabled,
  phone: site.phone,
  busyOn: site.busy !== null,
  busyMinutes: site.busy === null ? '30' : String(site.busy.minutes),
  busyUntil: site.busy?.until ?? '',
  slotCapacity: site.slotCapacity === null ? '' : String(site.slotCapacity),
});

// Typed numbers stay as typed when they are not whole numbers, so the rule names the problem.
const numberOf = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The parts one section saves, in the API's shape. */
export const changeOf = (draft: SiteDraft, section: SiteSection): AdminSiteChangeDto => {
  switch (section) {
    case 'hours':
      return { weekly: draft.weekly.map(hoursOf) };
    case 'exceptions':
      return { exceptions: draft.exceptions.map((exception) => ({ date: exception.date, hours: hoursOf(exception) })) };
    case 'stops':
      return { stops: draft.stops };
    case 'city':
      return { sushiEnabled: draft.sushiEnabled, phone: draft.phone };
    case 'busy':
      return {
        busy: draft.busyOn
          ? {
              minutes: numberOf(draft.busyMinutes),
              until: draft.busyUntil.trim() === '' ? null : draft.busyUntil.trim(),
            }
          : null,
      };
    case 'capacity':
      return { slotCapacity: draft.slotCapacity.trim() === '' ? null : numberOf(draft.slotCapacity) };
  }
};

/** Which section a refused field belongs to ('weekly.2.close' → 'hours'). */
export const sectionOfField = (field: string): SiteSection => {
  const part = field.split('.')[0];
  if (part === 'weekly') return 'hours';
  if (part === 'exceptions') return 'exceptions';
  if (part === 'stops') return 'stops';
  if (part === 'busy') return 'busy';
  if (part === 'slotCapacity') return 'capacity';
  return 'city';
};

/** 'DD.MM.YYYY HH:mm' ↔ the datetime-local input's 'YYYY-MM-DDTHH:mm' (both Kyiv wall time). */
export const localInputOfUntil = (until: string): string => {
  const match = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}:\d{2})$/.exec(until.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}T${match[4]}` : '';
};

export const untilOfLocalInput = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]} ${match[4]}` : '';
};
