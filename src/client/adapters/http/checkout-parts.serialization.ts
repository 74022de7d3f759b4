import type { CouponCheckAnswer } from '../../../domain/coupon/coupon.types';
import { isZoneColor } from './zone-color.guard';
import type { ZoneAnswerDto } from '../../../domain/shop-api/ordering.contract';
import type { MapZone } from '../../application/ports/map.port';

/*
 * Shape checks at the edge for the zone, zone-map and coupon answers: a broken answer reads as the
 * server being unavailable rather than crashing the order form. They check what the parts read.
 */

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const isPoint = (value: unknown): value is readonly [number, number] =>
  Array.isArray(value) && value.length >= 2 && isFiniteNumber(value[0]) && isFiniteNumber(value[1]);

export const readZoneAnswer = (body: unknown): ZoneAnswerDto | null => {
  if (!isObject(body) || typeof body.zone !== 'string') return null;
  const point = isPoint(body.point) ? ([body.point[0], body.point[1]] as const) : null;
  return { zone: body.zone, minutes: isFiniteNumber(body.minutes) ? body.minutes : 0, point };
};

const isZoneGeometry = (value: unknown): value is MapZone['geometry'] =>
  isObject(value) && (value.type === 'Polygon' || value.type === 'MultiPolygon') && Array.isArray(value.coordinates);

/** GeoJSON FeatureCollection → map layers; features of unknown colour or shape are skipped. */
export const readZoneFeatures = (body: unknown): readonly MapZone[] | null => {
  if (!isObject(body) || !Array.isArray(body.features)) return null;
  return body.features.flatMap((feature: unknown): MapZone[] => {
    if (!isObject(feature) || !isObject(feature.properties) || !isZoneGeometry(feature.geometry)) return [];
    const { color, minutes } = feature.properties;
    if (!isZoneColor(color)) return [];
    return [{ color, minutes: isFiniteNumber(minutes) ? minutes : 0, geometry: feature.geometry }];
  });
};

const isAction = (value: unknown): boolean =>
  isObject(value) &&
  Array.isArray(value.items) &&
  value.items.every((item) => isObject(item) && typeof item.iikoId === 'string' && typeof item.iikoName === 'string');

export const readCouponAnswer = (body: unknown): CouponCheckAnswer | null =>
  isObject(body) && isFiniteNumber(body.discount) && Array.isArray(body.actions) && body.actions.every(isAction)
    ? {
        discount: body.discount,
        actions: (body.actions as CouponCheckAnswer['actions']).map((action) => ({
          items: action.items.map((item) => ({
            ...item,
            translation: isObject(item.translation) ? item.translation : {},
          })),
        })),
      }
    : null;

/** The refusal body {reason|error, message}. */
export const readRefusal = (body: unknown): { reason: string; message: string | null } => ({
  reason:
    isObject(body) && typeof body.reason === 'string'
      ? body.reason
      : isObject(body) && typeof body.error === 'string'
        ? body.error
        : 'unavailable',
  message: isObject(body) && typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null,
});
