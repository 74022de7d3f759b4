import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import type { MapPort, MapZone } from '../../application/ports/map.port';

export interface MapChoice {
  /** The site setting googleApiKey, '' when unset (the case offline). */
  loadGoogleApiKey(): Promise<string>;
  createGoogle(key: string): MapPort;
  createSchematic(): MapPort;
}

/**
 * The map port the container hands out: on the first mount it asks the site settings for a Google
 * key and draws with Google when there is one, with the built-in schematic map otherwise or when
 * Google fails to load (no network, a rejected key). It remembers what it was told, so a map
 * chosen late, or re-mounted, shows the same zones, view and marker.
 */
export class SettingsChosenMapAdapter implements MapPort {
  private choosing: Promise<MapPort> | null = null;
  private active: MapPort | null = null;
  private zones: readonly MapZone[] | null = null;
  private view: { center: LngLat; zoom: number } | null = null;
  private marker: LngLat | null = null;

  constructor(private readonly choice: MapChoice) {}

  async mount(element: HTMLElement): Promise<void> {
    this.choosing ??= this.choose();
    let map = await this.choosing;
    try {
      await map.mount(element);
    } catch {
      map = this.choice.createSchematic();
      this.choosing = Promise.resolve(map);
      await map.mount(element);
    }
    this.active = map;
    if (this.zones !== null) map.showZones(this.zones);
    if (this.view !== null) map.setView(this.view.center, this.view.zoom);
    map.setMarker(this.marker);
  }

  unmount(): void {
    this.active?.unmount();
    this.active = null;
  }

  showZones(zones: readonly MapZone[]): void {
    this.zones = zones;
    this.active?.showZones(zones);
  }

  setView(center: LngLat, zoom: number): void {
    this.view = { center, zoom };
    this.active?.setView(center, zoom);
  }

  setMarker(point: LngLat | null): void {
    this.marker = point;
    this.active?.setMarker(point);
  }

  private async choose(): Promise<MapPort> {
    const key = await this.choice.loadGoogleApiKey().catch(() => '');
    return key === '' ? this.choice.createSchematic() : this.choice.createGoogle(key);
  }
}
