import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import type { GeoFileReaderPort, ZoneFileRead } from '../../application/ports/admin-delivery.port';

const unreadable = (problem: string): ZoneFileRead => ({ ok: false, problem });

/**
 * Reads GeoJSON as JSON and KML (Google My Maps, Google Earth) through @tmcw/togeojson, which
 * keeps Placemark names, ExtendedData and style colours as properties and MultiGeometry as a
 * GeometryCollection. What the shapes mean is the domain's to judge.
 */
export class GeoFileReader implements GeoFileReaderPort {
  read(format: 'geojson' | 'kml', content: string): ZoneFileRead {
    return format === 'kml' ? this.readKml(content) : this.readGeoJson(content);
  }

  private readGeoJson(content: string): ZoneFileRead {
    try {
      return { ok: true, value: JSON.parse(content.replace(/^\uFEFF/, '')) as unknown };
    } catch (error) {
      return unreadable(`the file is not valid JSON (${(error as Error).message})`);
    }
  }

  private readKml(content: string): ZoneFileRead {
    const errors: string[] = [];
    let document: ReturnType<DOMParser['parseFromString']>;
    try {
      document = new DOMParser({
        onError: (level, message) => {
          if (level !== 'warning') errors.push(message);
        },
      }).parseFromString(content.replace(/^\uFEFF/, ''), 'text/xml');
    } catch (error) {
      return unreadable(`the file is not valid XML (${firstLine((error as Error).message)})`);
    }
    if (errors.length > 0) return unreadable(`the file is not valid XML (${firstLine(errors[0] ?? '')})`);
    if (document.documentElement?.localName !== 'kml')
      return unreadable('the file is not KML: its root element is not <kml>');
    // xmldom's Document is the DOM the library walks; its types differ from lib.dom's only in name.
    return { ok: true, value: kml(document as unknown as Document) };
  }
}

const firstLine = (message: string): string => message.split('\n')[0]?.trim() ?? '';
