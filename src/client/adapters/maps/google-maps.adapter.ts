import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import type { Position } from '../../../domain/delivery-zone/geojson.types';
import { MAP_ZOOM, type MapPort, type MapZone } from '../../application/ports/map.port';
import type {
  GoogleMapInstance,
  GoogleMapsApi,
  GoogleMarkerInstance,
  GoogleOverlay,
  LatLngLiteral,
  LoadGoogleMaps,
} from './google-maps.types';
import { byDrawingOrder, ZONE_FILL, ZONE_FILL_OPACITY, ZONE_STROKE_OPACITY } from './map-zone.style';

const toLatLng = (point: LngLat | Position): LatLngLiteral => ({ lat: point[1] ?? 0, lng: point[0] ?? 0 });

/** Until the city's centre is known the map opens over Lviv, the default city. */
const FALLBACK_CENTER: LngLat = [24.0316, 49.8419];

/**
 * Google Maps behind the map port: zone polygons as google.maps.Polygon (one per GeoJSON polygon,
 * holes as inner paths) and a Marker at the address. Used when the site settings hold a key.
 */
export class GoogleMapsAdapter implements MapPort {
  private api: GoogleMapsApi | null = null;
  private map: GoogleMapInstance | null = null;
  private polygons: GoogleOverlay[] = [];
  private marker: GoogleMarkerInstance | null = null;
  private zones: readonly MapZone[] = [];
  private center: LngLat = FALLBACK_CENTER;
  private zoom = MAP_ZOOM;
  private markerPoint: LngLat | null = null;

  constructor(private readonly load: LoadGoogleMaps) {}

  async mount(element: HTMLElement): Promise<void> {
    const api = await this.load();
    this.api = api;
    this.map = new api.Map(element, {
      center: toLatLng(this.center),
      zoom: this.zoom,
      disableDefaultUI: true,
      zoomControl: true,
      clickableIcons: false,
      gestureHandling: 'cooperative',
      backgroundColor: '#121212',
    });
    this.drawZones();
    this.drawMarker();
  }

  unmount(): void {
    this.clearZones();
    this.marker?.setMap(null);
    this.marker = null;
    this.map = null;
  }

  showZones(zones: readonly MapZone[]): void {
    this.zones = zones;
    this.drawZones();
  }

  setView(center: LngLat, zoom: number): void {
    this.center = center;
    this.zoom = zoom;
    this.map?.setCenter(toLatLng(center));
    this.map?.setZoom(zoom);
  }

  setMarker(point: LngLat | null): void {
    this.markerPoint = point;
    this.drawMarker();
  }

  private drawZones(): void {
    this.clearZones();
    const { api, map } = this;
    if (api === null || map === null) return;
    byDrawingOrder(this.zones).forEach((zone, index) => {
      const polygons = zone.geometry.type === 'Polygon' ? [zone.geometry.coordinates] : zone.geometry.coordinates;
      for (const rings of polygons) {
        this.polygons.push(
          new api.Polygon({
            map,
            paths: rings.map((ring) => ring.map(toLatLng)),
            fillColor: ZONE_FILL[zone.color],
            fillOpacity: ZONE_FILL_OPACITY,
            strokeColor: ZONE_FILL[zone.color],
            strokeOpacity: ZONE_STROKE_OPACITY,
            strokeWeight: 2,
            clickable: false,
            zIndex: index + 1,
          }),
        );
      }
    });
  }

  private clearZones(): void {
    for (const polygon of this.polygons) polygon.setMap(null);
    this.polygons = [];
  }

  private drawMarker(): void {
    const { api, map, markerPoint } = this;
    if (api === null || map === null) return;
    if (markerPoint === null) {
      this.marker?.setMap(null);
      this.marker = null;
      return;
    }
    if (this.marker === null) this.marker = new api.Marker({ map, position: toLatLng(markerPoint) });
    else this.marker.setPosition(toLatLng(markerPoint));
    map.setCenter(toLatLng(markerPoint));
  }
}
