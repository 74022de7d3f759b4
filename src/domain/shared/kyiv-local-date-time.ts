import { formatTimeOfDay, kyivInstant, kyivWallTime } from './kyiv-time';

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/;

/**
 * Kyiv wall time written 'YYYY-MM-DDTHH:mm' (an HTML datetime-local value) → epoch ms; null when
 * the text is not such a time or names a day that does not exist.
 */
export const parseKyivLocalDateTime = (text: string): number | null => {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const instant = kyivInstant(`${match[3]}.${match[2]}.${match[1]}`, match[4] ?? '');
  return instant.ok ? instant.value : null;
};

/** Epoch ms → Kyiv wall time 'YYYY-MM-DDTHH:mm'. */
export const formatKyivLocalDateTime = (instantMs: number): string => {
  const wall = kyivWallTime(instantMs);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${String(wall.year).padStart(4, '0')}-${pad(wall.month)}-${pad(wall.day)}T${formatTimeOfDay(wall.minutesOfDay)}`;
};
