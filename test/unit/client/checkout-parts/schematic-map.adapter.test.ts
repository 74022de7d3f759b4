// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { demoZones } from '../../../../src/client/adapters/demo/in-memory-address-zone-api.adapter';
import { OSM_ATTRIBUTION, SchematicMapAdapter } from '../../../../src/client/adapters/maps/schematic-map.adapter';

const mounted = async () => {
  const element = document.createElement('div');
  const adapter = new SchematicMapAdapter({ legend: (minutes) => `${minutes} хв`, title: 'Зони доставки' });
  await adapter.mount(element);
  return { element, adapter };
};

describe('SchematicMapAdapter (jsdom)', () => {
  it('draws the zone polygons, slowest first, with a legend and the OSM attribution', async () => {
    const { element, adapter } = await mounted();
    adapter.showZones(demoZones(1));
    const paths = [...element.querySelectorAll('svg path[data-zone]')];
    expect(paths.map((path) => path.getAttribute('data-zone'))).toEqual(['blue', 'red', 'green']);
    expect(paths[0]?.getAttribute('d')).toMatch(/^M [\d.]+ [\d.]+ L .* Z$/);
    expect(element.querySelector('svg')?.getAttribute('aria-label')).toBe('Зони доставки');
    expect(element.querySelector('[data-map-legend]')?.textContent).toBe('29 хв59 хв89 хв');
    expect(element.querySelector('[data-map-attribution]')?.textContent).toBe(OSM_ATTRIBUTION);
    expect(OSM_ATTRIBUTION).toContain('© OpenStreetMap contributors');
  });

  it('fits the drawing to the zones: every vertex lies inside the view box', async () => {
    const { element, adapter } = await mounted();
    adapter.showZones(demoZones(2));
    const [, , width, height] = (element.querySelector('svg')?.getAttribute('viewBox') ?? '').split(' ').map(Number);
    const numbers = [...element.querySelectorAll('svg path[data-zone]')].flatMap((path) =>
      [...(path.getAttribute('d') ?? '').matchAll(/[\d.]+ [\d.]+/g)].map((match) => match[0].split(' ').map(Number)),
    );
    expect(numbers.length).toBeGreaterThan(0);
    for (const [x = -1, y = -1] of numbers) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(width ?? 0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(height ?? 0);
    }
  });

  it('shows the marker, tells which zone it stands in, and removes it', async () => {
    const { element, adapter } = await mounted();
    adapter.showZones(demoZones(1));
    adapter.setMarker([24.0336, 49.8409]);
    const marker = element.querySelector('[data-marker="address"]');
    expect(marker).not.toBeNull();
    expect(marker?.getAttribute('data-in-zone')).toBe('green');
    adapter.setMarker([24.12, 49.84]);
    expect(element.querySelector('[data-marker]')?.getAttribute('data-in-zone')).toBe('blue');
    adapter.setMarker(null);
    expect(element.querySelector('[data-marker]')).toBeNull();
  });

  it('keeps a marker far outside the zones on the sketch', async () => {
    const { element, adapter } = await mounted();
    adapter.showZones(demoZones(1));
    adapter.setMarker([24.5, 49.9]);
    expect(element.querySelector('[data-marker]')?.getAttribute('data-in-zone')).toBe('none');
  });

  it('draws around the centre without zones, and empties its element on unmount', async () => {
    const { element, adapter } = await mounted();
    adapter.setView([24.0316, 49.8419], 11);
    expect(element.querySelector('svg')).not.toBeNull();
    expect(element.querySelectorAll('path[data-zone]')).toHaveLength(0);
    adapter.unmount();
    expect(element.childElementCount).toBe(0);
    adapter.setMarker([24, 49.8]);
    expect(element.childElementCount).toBe(0);
  });
});
