/**
 * The few parts of `google.maps` the adapter uses, declared structurally: the real namespace
 * satisfies them, and so does the recording test double. (The project does not load the
 * @types/google.maps globals, so nothing else in the app can start depending on them.)
 */
export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface GoogleMapInstance {
  setCenter(center: LatLngLiteral): void;
  setZoom(zoom: number): void;
}

export interface GoogleOverlay {
  setMap(map: GoogleMapInstance | null): void;
}

export interface GoogleMarkerInstance extends GoogleOverlay {
  setPosition(position: LatLngLiteral): void;
}

export interface GoogleMapOptions {
  center: LatLngLiteral;
  zoom: number;
  disableDefaultUI?: boolean;
  zoomControl?: boolean;
  clickableIcons?: boolean;
  gestureHandling?: string;
  backgroundColor?: string;
}

export interface GooglePolygonOptions {
  map: GoogleMapInstance;
  paths: LatLngLiteral[][];
  fillColor: string;
  fillOpacity: number;
  strokeColor: string;
  strokeOpacity: number;
  strokeWeight: number;
  clickable: boolean;
  zIndex: number;
}

export interface GoogleMarkerOptions {
  map: GoogleMapInstance;
  position: LatLngLiteral;
  title?: string;
}

export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: GoogleMapOptions) => GoogleMapInstance;
  Polygon: new (options: GooglePolygonOptions) => GoogleOverlay;
  Marker: new (options: GoogleMarkerOptions) => GoogleMarkerInstance;
}

export type LoadGoogleMaps = () => Promise<GoogleMapsApi>;
