import { describe, expect, it } from 'vitest';
import { readZoneFile } from '../../../../../src/domain/delivery-zone/zone-file.rule';
import { GeoFileReader } from '../../../../../src/server/adapters/geo-files/geo-file-reader.adapter';

const reader = new GeoFileReader();

const KML = `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
  <Style id="fast"><PolyStyle><color>8000ff00</color></PolyStyle></Style>
  <Placemark><name>Центр</name><styleUrl>#fast</styleUrl>
    <Polygon>
      <outerBoundaryIs><LinearRing><coordinates>30,50,0 30.1,50,0 30.1,50.1,0 30,50.1,0 30,50,0</coordinates></LinearRing></outerBoundaryIs>
      <innerBoundaryIs><LinearRing><coordinates>30.04,50.04 30.06,50.04 30.06,50.06 30.04,50.04</coordinates></LinearRing></innerBoundaryIs>
    </Polygon>
  </Placemark>
  <Placemark><name>Передмістя</name><ExtendedData><Data name="minutes"><value>59</value></Data></ExtendedData>
    <MultiGeometry>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>31,50 31.1,50 31.1,50.1 31,50</coordinates></LinearRing></outerBoundaryIs></Polygon>
      <Polygon><outerBoundaryIs><LinearRing><coordinates>32,50 32.1,50 32.1,50.1 32,50</coordinates></LinearRing></outerBoundaryIs></Polygon>
      <Point><coordinates>31.5,50.5</coordinates></Point>
    </MultiGeometry>
  </Placemark>
  <Placemark><name>Кухня</name><Point><coordinates>30.05,50.05</coordinates></Point></Placemark>
</Document></kml>`;

describe('reading zone files', () => {
  it('reads KML placemarks: style colours, ExtendedData minutes, holes, MultiGeometry as a MultiPolygon, points left out', () => {
    const read = reader.read('kml', KML);
    if (!read.ok) throw new Error(read.problem);
    const reading = readZoneFile(read.value);
    expect(reading).toMatchObject({
      errors: [],
      skipped: [{ feature: 3, name: 'Кухня' }],
      zones: [
        {
          name: 'Центр',
          color: 'green',
          geometry: { type: 'Polygon', coordinates: [expect.any(Array), expect.any(Array)] },
        },
        {
          name: 'Передмістя',
          color: 'red',
          geometry: { type: 'MultiPolygon', coordinates: [expect.any(Array), expect.any(Array)] },
        },
      ],
    });
  });

  it('says why a file cannot be read', () => {
    expect(reader.read('geojson', '{"type":')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('not valid JSON'),
    });
    expect(reader.read('kml', '<kml><Document></kml>')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('not valid XML'),
    });
    expect(reader.read('kml', 'just words')).toMatchObject({ ok: false });
    expect(reader.read('kml', '<gpx></gpx>')).toEqual({
      ok: false,
      problem: 'the file is not KML: its root element is not <kml>',
    });
    expect(reader.read('geojson', '\uFEFF{"type":"FeatureCollection","features":[]}')).toEqual({
      ok: true,
      value: { type: 'FeatureCollection', features: [] },
    });
  });
});
