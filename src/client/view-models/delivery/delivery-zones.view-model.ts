import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { CityId } from '../../../domain/city/city';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import type {
  AdminZoneDto,
  ZoneFileFormat,
  ZoneImportPreviewDto,
} from '../../../domain/shop-api/admin-delivery.contract';
import type { DeliveryAdminApiPort } from '../../application/ports/delivery-admin-api.port';
import type { MapPort } from '../../application/ports/map.port';
import { TOKENS } from '../../di/tokens';
import type { AdminSessionViewModel } from '../admin-session.view-model';
import { problemOf, type DeliveryProblem } from './delivery-problem';

/** A chosen file: its name and text; the format follows from the name (.kml, else GeoJSON). */
export interface ChosenZoneFile {
  readonly name: string;
  readonly format: ZoneFileFormat;
  readonly content: string;
}

export const zoneFileFormatOf = (name: string): ZoneFileFormat => (/\.kml$/i.test(name.trim()) ? 'kml' : 'geojson');

/**
 * A city's zones on the map and their replacement from a file: choose a file, see what it would
 * import (a dry run on the server, broken features listed), then confirm. The map shows the
 * preview while there is one, the stored zones otherwise, and the marker of the address checked.
 */
@injectable()
export class DeliveryZonesViewModel {
  cityId: CityId = 1;
  state: 'loading' | 'failed' | 'ready' = 'loading';
  zones: readonly AdminZoneDto[] = [];
  file: ChosenZoneFile | null = null;
  preview: ZoneImportPreviewDto | null = null;
  busy = false;
  problem: DeliveryProblem | null = null;
  /** How many zones the last import stored (the success message); null before one. */
  imported: number | null = null;
  marker: LngLat | null = null;
  private stopDrawing: IReactionDisposer | null = null;

  constructor(
    @inject(TOKENS.DeliveryAdminApi) private readonly api: DeliveryAdminApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
    @inject(TOKENS.DeliveryZoneMap) private readonly map: MapPort,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'map' | 'stopDrawing'>(
      this,
      { api: false, session: false, map: false, stopDrawing: false },
      { autoBind: true },
    );
  }

  /** What the map draws: the file's zones while previewing, else the city's. */
  get shownZones(): readonly AdminZoneDto[] {
    return this.preview?.zones ?? this.zones;
  }

  async load(cityId: CityId): Promise<void> {
    this.cityId = cityId;
    this.state = 'loading';
    this.cancel();
    this.imported = null;
    this.marker = null;
    const result = await this.api.listZones(cityId);
    runInAction(() => {
      if (cityId !== this.cityId) return;
      if (result.ok) {
        this.zones = result.value;
        this.state = 'ready';
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else this.state = 'failed';
    });
  }

  /** Draws into the element and keeps drawing what changes; call detachMap when the element goes. */
  async attachMap(element: HTMLElement): Promise<void> {
    await this.map.mount(element);
    this.stopDrawing?.();
    this.stopDrawing = reaction(
      () => [this.shownZones, this.marker] as const,
      ([zones, marker]) => {
        this.map.showZones(zones);
        this.map.setMarker(marker);
      },
      { fireImmediately: true },
    );
  }

  detachMap(): void {
    this.stopDrawing?.();
    this.stopDrawing = null;
    this.map.unmount();
  }

  setMarker(point: LngLat | null): void {
    this.marker = point;
  }

  /** A file staff picked: it is previewed at once, nothing is stored yet. */
  async choose(name: string, content: string): Promise<void> {
    this.file = { name, format: zoneFileFormatOf(name), content };
    this.preview = null;
    this.imported = null;
    await this.run(async (file) => {
      const result = await this.api.previewZones(this.cityId, file.format, file.content);
      runInAction(() => {
        if (result.ok) this.preview = result.value;
        else this.fail(result);
      });
    });
  }

  async confirm(): Promise<void> {
    if (this.preview?.canImport !== true) return;
    await this.run(async (file) => {
      const result = await this.api.importZones(this.cityId, file.format, file.content);
      runInAction(() => {
        if (!result.ok) return this.fail(result);
        this.zones = result.value;
        this.imported = result.value.length;
        this.file = null;
        this.preview = null;
      });
    });
  }

  cancel(): void {
    this.file = null;
    this.preview = null;
    this.problem = null;
  }

  private async run(work: (file: ChosenZoneFile) => Promise<void>): Promise<void> {
    const file = this.file;
    if (file === null || this.busy) return;
    this.busy = true;
    this.problem = null;
    try {
      await work(file);
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private fail(failure: Parameters<typeof problemOf>[0]): void {
    if (failure.reason === 'unauthorized') this.session.signOut();
    else this.problem = problemOf(failure);
  }
}
