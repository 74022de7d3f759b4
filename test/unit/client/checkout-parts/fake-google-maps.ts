import type {
  GoogleMapInstance,
  GoogleMapOptions,
  GoogleMapsApi,
  GoogleMarkerInstance,
  GoogleMarkerOptions,
  GooglePolygonOptions,
  LatLngLiteral,
} from '../../../../src/client/adapters/maps/google-maps.types';

/** A recording stand-in for `google.maps`: classes that log every construction and call. */
export const fakeGoogleMaps = () => {
  const log: string[] = [];
  const maps: FakeMap[] = [];
  const polygons: FakePolygon[] = [];
  const markers: FakeMarker[] = [];

  class FakeMap implements GoogleMapInstance {
    center: LatLngLiteral;
    zoom: number;
    constructor(
      readonly element: HTMLElement,
      readonly options: GoogleMapOptions,
    ) {
      this.center = options.center;
      this.zoom = options.zoom;
      maps.push(this);
      log.push(`Map(${options.center.lat},${options.center.lng},${options.zoom})`);
    }
    setCenter(center: LatLngLiteral): void {
      this.center = center;
      log.push(`map.setCenter(${center.lat},${center.lng})`);
    }
    setZoom(zoom: number): void {
      this.zoom = zoom;
      log.push(`map.setZoom(${zoom})`);
    }
  }

  class FakePolygon {
    map: GoogleMapInstance | null;
    constructor(readonly options: GooglePolygonOptions) {
      this.map = options.map;
      polygons.push(this);
      log.push(`Polygon(${options.fillColor})`);
    }
    setMap(map: GoogleMapInstance | null): void {
      this.map = map;
    }
  }

  class FakeMarker implements GoogleMarkerInstance {
    map: GoogleMapInstance | null;
    position: LatLngLiteral;
    constructor(readonly options: GoogleMarkerOptions) {
      this.map = options.map;
      this.position = options.position;
      markers.push(this);
      log.push(`Marker(${options.position.lat},${options.position.lng})`);
    }
    setMap(map: GoogleMapInstance | null): void {
      this.map = map;
      log.push(map === null ? 'marker.remove' : 'marker.setMap');
    }
    setPosition(position: LatLngLiteral): void {
      this.position = position;
      log.push(`marker.setPosition(${position.lat},${position.lng})`);
    }
  }

  const api: GoogleMapsApi = { Map: FakeMap, Polygon: FakePolygon, Marker: FakeMarker };
  return { api, log, maps, polygons, markers };
};
