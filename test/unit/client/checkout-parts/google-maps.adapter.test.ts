import { describe, expect, it } from 'vitest';
import { demoZones } from '../../../../src/client/adapters/demo/in-memory-address-zone-api.adapter';
import { GoogleMapsAdapter } from '../../../../src/client/adapters/maps/google-maps.adapter';
import { SettingsChosenMapAdapter } from '../../../../src/client/adapters/maps/settings-chosen-map.adapter';
import type { MapZone } from '../../../../src/client/application/ports/map.port';
import { RecordingMap } from './checkout-parts-fixtures';
import { fakeGoogleMaps } from './fake-google-maps';

const element = {} as HTMLElement;

describe('GoogleMapsAdapter (against a fake google.maps)', () => {
  it('creates the map in the element at the view it was given', async () => {
    const google = fakeGoogleMaps();
    const adapter = new GoogleMapsAdapter(async () => google.api);
    adapter.setView([24.0316, 49.8419], 11);
    await adapter.mount(element);
    expect(google.maps).toHaveLength(1);
    expect(google.maps[0]?.element).toBe(element);
    expect(google.maps[0]?.options).toMatchObject({ center: { lat: 49.8419, lng: 24.0316 }, zoom: 11 });
  });

  it('draws one polygon per zone, slow zones below fast ones, with lat/lng paths', async () => {
    const google = fakeGoogleMaps();
    const adapter = new GoogleMapsAdapter(async () => google.api);
    await adapter.mount(element);
    adapter.showZones(demoZones(1));
    expect(google.polygons.map((polygon) => polygon.options.zIndex)).toEqual([1, 2, 3]);
    expect(google.polygons.map((polygon) => polygon.options.fillColor)).toHaveLength(3);
    const green = google.polygons[2]?.options;
    expect(green?.paths[0]?.[0]).toEqual({ lat: expect.closeTo(49.8419 - 0.0195, 6), lng: expect.closeTo(24.0016, 6) });
    expect(green?.clickable).toBe(false);
  });

  it('draws every polygon of a MultiPolygon, holes as inner paths, and replaces old layers', async () => {
    const google = fakeGoogleMaps();
    const adapter = new GoogleMapsAdapter(async () => google.api);
    await adapter.mount(element);
    adapter.showZones(demoZones(1));
    const ring = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 0],
    ];
    const hole = [
      [0.2, 0.2],
      [0.4, 0.2],
      [0.4, 0.4],
      [0.2, 0.2],
    ];
    const multi: MapZone = {
      color: 'red',
      minutes: 59,
      geometry: { type: 'MultiPolygon', coordinates: [[ring, hole], [ring]] },
    };
    adapter.showZones([multi]);
    expect(google.polygons.slice(0, 3).every((polygon) => polygon.map === null)).toBe(true);
    const fresh = google.polygons.slice(3);
    expect(fresh).toHaveLength(2);
    expect(fresh[0]?.options.paths).toHaveLength(2);
  });

  it('places, moves and removes the marker, centring on the address', async () => {
    const google = fakeGoogleMaps();
    const adapter = new GoogleMapsAdapter(async () => google.api);
    await adapter.mount(element);
    adapter.setMarker([24.03, 49.83]);
    expect(google.markers).toHaveLength(1);
    expect(google.markers[0]?.position).toEqual({ lat: 49.83, lng: 24.03 });
    expect(google.maps[0]?.center).toEqual({ lat: 49.83, lng: 24.03 });
    adapter.setMarker([24.05, 49.85]);
    expect(google.markers).toHaveLength(1);
    expect(google.markers[0]?.position).toEqual({ lat: 49.85, lng: 24.05 });
    adapter.setMarker(null);
    expect(google.markers[0]?.map).toBeNull();
  });

  it('remembers zones and marker told before mounting and draws them on mount', async () => {
    const google = fakeGoogleMaps();
    const adapter = new GoogleMapsAdapter(async () => google.api);
    adapter.showZones(demoZones(2));
    adapter.setMarker([30.52, 50.45]);
    expect(google.log).toEqual([]);
    await adapter.mount(element);
    expect(google.polygons).toHaveLength(3);
    expect(google.markers).toHaveLength(1);
  });

  it('setView moves a mounted map', async () => {
    const google = fakeGoogleMaps();
    const adapter = new GoogleMapsAdapter(async () => google.api);
    await adapter.mount(element);
    adapter.setView([30.5234, 50.4501], 11);
    expect(google.log).toContain('map.setCenter(50.4501,30.5234)');
    expect(google.log).toContain('map.setZoom(11)');
  });

  it('unmount takes its layers off the map', async () => {
    const google = fakeGoogleMaps();
    const adapter = new GoogleMapsAdapter(async () => google.api);
    await adapter.mount(element);
    adapter.showZones(demoZones(1));
    adapter.setMarker([24.03, 49.83]);
    adapter.unmount();
    expect(google.polygons.every((polygon) => polygon.map === null)).toBe(true);
    expect(google.markers[0]?.map).toBeNull();
  });
});

describe('SettingsChosenMapAdapter', () => {
  const choice = (key: string, googleFails = false) => {
    const google = new RecordingMap();
    const schematic = new RecordingMap();
    if (googleFails) google.mount = () => Promise.reject(new Error('offline'));
    const created: string[] = [];
    const adapter = new SettingsChosenMapAdapter({
      loadGoogleApiKey: async () => key,
      createGoogle: (givenKey) => {
        created.push(`google:${givenKey}`);
        return google;
      },
      createSchematic: () => {
        created.push('schematic');
        return schematic;
      },
    });
    return { adapter, google, schematic, created };
  };

  it('draws with Google when the settings hold a key', async () => {
    const { adapter, google, created } = choice('AIza-test');
    adapter.showZones(demoZones(1));
    adapter.setMarker([24, 49.8]);
    await adapter.mount(element);
    expect(created).toEqual(['google:AIza-test']);
    expect(google.zones).toHaveLength(3);
    expect(google.marker).toEqual([24, 49.8]);
  });

  it('draws the schematic map without a key', async () => {
    const { adapter, schematic, created } = choice('');
    await adapter.mount(element);
    adapter.setView([24, 49.8], 11);
    expect(created).toEqual(['schematic']);
    expect(schematic.view).toEqual({ center: [24, 49.8], zoom: 11 });
  });

  it('falls back to the schematic map when Google cannot load', async () => {
    const { adapter, schematic, created } = choice('AIza-test', true);
    adapter.showZones(demoZones(1));
    await adapter.mount(element);
    expect(created).toEqual(['google:AIza-test', 'schematic']);
    expect(schematic.zones).toHaveLength(3);
    adapter.unmount();
    await adapter.mount(element);
    expect(created).toEqual(['google:AIza-test', 'schematic']);
  });
});
