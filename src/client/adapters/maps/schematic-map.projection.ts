import type { BoundingBox } from '../../../domain/delivery-zone/bounding-box.geometry';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';

/** The schematic map's drawing: 600 units wide, as tall as the city's shape needs. */
export const SCHEMATIC_WIDTH = 600;
const PADDING = 16;
/** Without zones the map shows this much around the centre (degrees): about the size of a city. */
export const EMPTY_SPAN_DEG = 0.12;

export interface Projection {
  readonly width: number;
  readonly height: number;
  project(point: LngLat): readonly [x: number, y: number];
}

/**
 * Equirectangular projection fitted to a box: at Lviv's and Kyiv's latitudes a degree of longitude
 * is cos(lat) of a degree of latitude, which is all a city-sized sketch needs to keep its shape.
 */
export const fitProjection = (box: BoundingBox): Projection => {
  const meanLat = ((box.minLat + box.maxLat) / 2) * (Math.PI / 180);
  const spanX = Math.max((box.maxLng - box.minLng) * Math.cos(meanLat), 1e-6);
  const spanY = Math.max(box.maxLat - box.minLat, 1e-6);
  const scale = (SCHEMATIC_WIDTH - 2 * PADDING) / spanX;
  const height = Math.round(spanY * scale + 2 * PADDING);
  return {
    width: SCHEMATIC_WIDTH,
    height,
    project: ([lng, lat]) => [
      round(PADDING + (lng - box.minLng) * Math.cos(meanLat) * scale),
      round(PADDING + (box.maxLat - lat) * scale),
    ],
  };
};

const round = (value: number): number => Math.round(value * 10) / 10;
