import {
  boundingBoxOfPositions,
  unionBoundingBoxes,
  type BoundingBox,
} from '../../../domain/delivery-zone/bounding-box.geometry';
import type { Position } from '../../../domain/delivery-zone/geojson.types';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import { pointInGeometry } from '../../../domain/delivery-zone/point-in-polygon.geometry';
import { prepareGeometry } from '../../../domain/delivery-zone/prepared-geometry.geometry';
import { ZONE_COLORS } from '../../../domain/delivery-zone/zone-color';
import { ZONE_MINUTES } from '../../../domain/delivery-zone/zone-color';
import type { MapPort, MapZone } from '../../application/ports/map.port';
import { EMPTY_SPAN_DEG, fitProjection, type Projection } from './schematic-map.projection';
import {
  byDrawingOrder,
  MARKER_COLOR,
  MARKER_OUTLINE,
  ZONE_FILL,
  ZONE_FILL_OPACITY,
  ZONE_STROKE_OPACITY,
} from './map-zone.style';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** OpenStreetMap's licence asks for this line wherever data derived from it is shown (ODbL). */
export const OSM_ATTRIBUTION = '© OpenStreetMap contributors, ODbL';

export interface SchematicMapTexts {
  /** '29 min' in the customer's language. */
  legend(minutes: number): string;
  /** The accessible name of the drawing. */
  title: string;
}

const DEFAULT_TEXTS: SchematicMapTexts = { legend: (minutes) => `${minutes} min`, title: 'Delivery zones' };

/**
 * The built-in map: the zone polygons (the seed's zones come from OpenStreetMap) drawn as SVG,
 * the marker, a legend and the attribution. No tiles, no script from elsewhere: it works offline
 * and in jsdom. It redraws everything on each change; three polygons cost nothing.
 */
export class SchematicMapAdapter implements MapPort {
  private element: HTMLElement | null = null;
  private zones: readonly MapZone[] = [];
  private center: LngLat | null = null;
  private marker: LngLat | null = null;

  constructor(private readonly texts: SchematicMapTexts = DEFAULT_TEXTS) {}

  async mount(element: HTMLElement): Promise<void> {
    this.element = element;
    this.draw();
  }

  unmount(): void {
    this.element?.replaceChildren();
    this.element = null;
  }

  showZones(zones: readonly MapZone[]): void {
    this.zones = zones;
    this.draw();
  }

  /** The sketch always fits the zones; the centre (zoom has no meaning here) frames a map without them. */
  setView(center: LngLat, _zoom?: number): void {
    this.center = center;
    this.draw();
  }

  setMarker(point: LngLat | null): void {
    this.marker = point;
    this.draw();
  }

  private draw(): void {
    const element = this.element;
    if (element === null) return;
    const document = element.ownerDocument;
    const projection = fitProjection(this.box());
    const svg = document.createElementNS(SVG_NS, 'svg');
    svg.setAttribute('viewBox', `0 0 ${projection.width} ${projection.height}`);
    svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', this.texts.title);
    svg.setAttribute('style', 'display:block;width:100%;flex:1 1 auto;min-height:0');
    for (const zone of byDrawingOrder(this.zones)) svg.append(this.zonePath(document, zone, projection));
    if (this.marker !== null) svg.append(this.markerShape(document, this.marker, projection));

    const root = document.createElement('div');
    root.dataset.map = 'schematic';
    root.setAttribute('style', 'display:flex;flex-direction:column;width:100%;height:100%');
    root.append(svg, this.legend(document), this.attribution(document));
    element.replaceChildren(root);
  }

  /** Fitted to the zones; the marker is included so a far address is still on the sketch. */
  private box(): BoundingBox {
    const boxes = this.zones.map((zone) => prepareGeometry(zone.geometry).box);
    if (this.marker !== null) boxes.push(boundingBoxOfPositions([[...this.marker]]));
    const box = unionBoundingBoxes(boxes);
    if (this.zones.length > 0 && Number.isFinite(box.minLng)) return box;
    const [lng, lat] = this.marker ?? this.center ?? [0, 0];
    return {
      minLng: lng - EMPTY_SPAN_DEG,
      maxLng: lng + EMPTY_SPAN_DEG,
      minLat: lat - EMPTY_SPAN_DEG / 1.6,
      maxLat: lat + EMPTY_SPAN_DEG / 1.6,
    };
  }

  private zonePath(document: Document, zone: MapZone, projection: Projection): SVGPathElement {
    const polygons = zone.geometry.type === 'Polygon' ? [zone.geometry.coordinates] : zone.geometry.coordinates;
    const path = document.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', polygons.flatMap((rings) => rings.map((ring) => ringPath(ring, projection))).join(' '));
    path.setAttribute('fill', ZONE_FILL[zone.color]);
    path.setAttribute('fill-opacity', String(ZONE_FILL_OPACITY));
    path.setAttribute('fill-rule', 'evenodd');
    path.setAttribute('stroke', ZONE_FILL[zone.color]);
    path.setAttribute('stroke-opacity', String(ZONE_STROKE_OPACITY));
    path.setAttribute('stroke-width', '2');
    path.setAttribute('stroke-linejoin', 'round');
    path.dataset.zone = zone.color;
    return path;
  }

  private markerShape(document: Document, point: LngLat, projection: Projection): SVGGElement {
    const [x, y] = projection.project(point);
    const group = document.createElementNS(SVG_NS, 'g');
    group.dataset.marker = 'address';
    // Which zone the pin stands in, fastest first: the sketch and the server's answer should agree.
    const zone = [...this.zones]
      .sort((a, b) => a.minutes - b.minutes)
      .find((candidate) => pointInGeometry(point, candidate.geometry));
    group.dataset.inZone = zone?.color ?? 'none';
    const pin = document.createElementNS(SVG_NS, 'path');
    pin.setAttribute('d', `M ${x} ${y} c -3 -8 -11 -12 -11 -21 a 11 11 0 1 1 22 0 c 0 9 -8 13 -11 21 z`);
    pin.setAttribute('fill', MARKER_COLOR);
    pin.setAttribute('stroke', MARKER_OUTLINE);
    pin.setAttribute('stroke-width', '2');
    const dot = document.createElementNS(SVG_NS, 'circle');
    dot.setAttribute('cx', String(x));
    dot.setAttribute('cy', String(y - 21));
    dot.setAttribute('r', '4');
    dot.setAttribute('fill', MARKER_OUTLINE);
    group.append(pin, dot);
    return group;
  }

  private legend(document: Document): HTMLElement {
    const list = document.createElement('ul');
    list.dataset.mapLegend = '';
    list.setAttribute(
      'style',
      'display:flex;flex-wrap:wrap;gap:4px 14px;margin:6px 0 0;padding:0;list-style:none;font-size:12px',
    );
    for (const color of ZONE_COLORS) {
      const item = document.createElement('li');
      item.setAttribute('style', 'display:inline-flex;align-items:center;gap:6px');
      const swatch = document.createElement('span');
      swatch.setAttribute('aria-hidden', 'true');
      swatch.setAttribute(
        'style',
        `display:inline-block;width:12px;height:12px;border-radius:3px;background:${ZONE_FILL[color]}`,
      );
      item.append(swatch, document.createTextNode(this.texts.legend(ZONE_MINUTES[color])));
      list.append(item);
    }
    return list;
  }

  private attribution(document: Document): HTMLElement {
    const line = document.createElement('small');
    line.dataset.mapAttribution = '';
    line.setAttribute('style', 'display:block;margin-top:2px;font-size:11px;opacity:0.7');
    line.textContent = OSM_ATTRIBUTION;
    return line;
  }
}

const ringPath = (ring: readonly Position[], projection: Projection): string =>
  ring
    .map((position, index) => {
      const [x, y] = projection.project([position[0] ?? 0, position[1] ?? 0]);
      return `${index === 0 ? 'M' : 'L'} ${x} ${y}`;
    })
    .join(' ') + ' Z';
