/**
 * A point on the map as GeoJSON orders it: longitude first, then latitude (degrees, WGS 84).
 * A readonly tuple rather than GeoJSON's `number[]` so that a missing latitude is a type error.
 */
export type LngLat = readonly [lng: number, lat: number];
