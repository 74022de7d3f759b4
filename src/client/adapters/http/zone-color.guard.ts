import { ZONE_COLORS, type ZoneColor } from '../../../domain/delivery-zone/zone-color';

export const isZoneColor = (value: unknown): value is ZoneColor =>
  typeof value === 'string' && (ZONE_COLORS as readonly string[]).includes(value);
