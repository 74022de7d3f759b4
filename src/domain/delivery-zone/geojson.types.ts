/**
 * The GeoJSON geometry shapes (RFC 7946) the zones use, declared here so the domain depends on no
 * package. They are structurally identical to `@types/geojson`, so adapters and tests may pass
 * values typed with either.
 */
/** [longitude, latitude] (GeoJSON order), optionally with altitude. */
export type Position = number[];

export interface Polygon {
  type: 'Polygon';
  /** The outer ring first, then holes; each ring closed or not. */
  coordinates: Position[][];
}

export interface MultiPolygon {
  type: 'MultiPolygon';
  coordinates: Position[][][];
}
