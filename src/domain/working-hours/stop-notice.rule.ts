import type { MenuPage } from '../cart/category';
import { DEFAULT_LOCALE, type Locale, type Translated } from '../shared/locale';
import { activeStops, isFunctionalityStopped } from './stop-list.rule';
import type { StopText, WorkingHoursRecord } from './working-hours.types';

/** Menu sections a customer can be sent to when the current one is stopped. */
export const MENU_SECTIONS: readonly MenuPage[] = ['burgers', 'sushi'];

export type StopNotice =
  | { readonly kind: 'global'; readonly text: StopText | null }
  | {
      readonly kind: 'section-stopped';
      readonly section: MenuPage;
      readonly text: StopText | null;
      /** Buttons to the other sections that still take orders, in menu order. */
      readonly openSections: readonly MenuPage[];
    };

const written = (text: StopText | undefined): StopText | undefined =>
  text !== undefined && (text.title.trim() !== '' || text.description.trim() !== '') ? text : undefined;

/** Staff may fill only some languages: the asked one, then Ukrainian, then any (a blank one counts as not written). */
export const resolveStopMessage = (translation: Partial<Translated<StopText>>, locale: Locale): StopText | null =>
  written(translation[locale]) ??
  written(translation[DEFAULT_LOCALE]) ??
  Object.values(translation).find((text) => written(text) !== undefined) ??
  null;

export const resolveStopText = (record: WorkingHoursRecord, locale: Locale): StopText | null =>
  resolveStopMessage(record.translation, locale);

/**
 * What the working-hours modal shows for a section: a global stop wins over a section stop.
 * `availableSections` are the sections the city offers at all (sushi is a per-city setting).
 */
export const stopNoticeFor = (
  records: readonly WorkingHoursRecord[],
  cityId: number,
  section: MenuPage,
  locale: Locale,
  availableSections: readonly MenuPage[] = MENU_SECTIONS,
): StopNotice | null => {
  const stops = activeStops(records, cityId);
  const global = stops.find((record) => record.functionality === 'global');
  if (global) return { kind: 'global', text: resolveStopText(global, locale) };
  const sectionStop = stops.find((record) => record.functionality === section);
  if (!sectionStop) return null;
  return {
    kind: 'section-stopped',
    section,
    text: resolveStopText(sectionStop, locale),
    openSections: MENU_SECTIONS.filter(
      (other) =>
        other !== section && availableSections.includes(other) && !isFunctionalityStopped(records, cityId, other),
    ),
  };
};
