import type { CityId } from '../../../domain/city/city';
import { readZoneFile } from '../../../domain/delivery-zone/zone-file.rule';
import { ok, type Ok } from '../../../domain/shared/result';
import type { AdminZoneDto, ZoneFileDto, ZoneImportPreviewDto } from '../../../domain/shop-api/admin-delivery.contract';
import type { AdminIdentity } from '../ports/admin-repository.port';
import type { AdminZonesPort, GeoFileReaderPort } from '../ports/admin-delivery.port';
import type { ClockPort } from '../ports/clock.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';

export type ZoneImportRefusal = 'unreadable-file' | 'invalid-zone-file';

/**
 * A city's delivery zones come from a file (GeoJSON, or KML as drawn in Google My Maps). Staff
 * first see what the file would give (`preview`, which stores nothing), then `replace` swaps the
 * city's whole zone set in one transaction; a file with any broken area is refused as a whole and
 * the old zones stay. `zonesChanged` drops the cached polygons, so the next address lookup and the
 * storefront's map use the new ones.
 */
export class ZoneImportUseCase {
  constructor(
    private readonly deps: {
      readonly zones: AdminZonesPort;
      readonly reader: GeoFileReaderPort;
      readonly clock: ClockPort;
      readonly zonesChanged: (cityId: CityId) => void;
    },
  ) {}

  async list(cityId: CityId): Promise<Ok<readonly AdminZoneDto[]>> {
    return ok(await this.deps.zones.list(cityId));
  }

  preview(file: ZoneFileDto): UseCaseResult<ZoneImportPreviewDto, 'unreadable-file'> {
    const read = this.deps.reader.read(file.format, file.content);
    if (!read.ok) return refuse('unreadable-file', { problem: read.problem });
    const reading = readZoneFile(read.value);
    if (reading === 'not-a-feature-collection')
      return refuse('unreadable-file', { problem: 'the file holds no GeoJSON FeatureCollection or KML placemarks' });
    return ok({ ...reading, canImport: reading.errors.length === 0 });
  }

  async replace(
    file: ZoneFileDto,
    by: AdminIdentity,
  ): Promise<UseCaseResult<readonly AdminZoneDto[], ZoneImportRefusal>> {
    const preview = this.preview(file);
    if (!preview.ok) return preview;
    const first = preview.value.errors[0];
    if (first !== undefined) {
      return refuse('invalid-zone-file', {
        feature: first.feature,
        problem: first.message,
        errors: preview.value.errors.length,
      });
    }
    const stored = await this.deps.zones.replace(file.cityId, preview.value.zones, { by, at: this.deps.clock.now() });
    this.deps.zonesChanged(file.cityId);
    return ok(stored);
  }
}
