import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { ADDRESS_DEBOUNCE_MS } from '../../../domain/address/address.constants';
import { cityIdOf, type CitySlug } from '../../../domain/city/city';
import type { LngLat } from '../../../domain/delivery-zone/lng-lat';
import { zoneColorFromWord, zoneMinutes } from '../../../domain/delivery-zone/zone-color-word.rule';
import type { FindZoneTime } from '../../application/find-zone-time.use-case';
import type { ZoneColor } from '../../../domain/delivery-zone/zone-color';
import type { AddressZoneApiPort, ZoneLookupRequest } from '../../application/ports/address-zone-api.port';
import type { LoggerPort } from '../../application/ports/logger.port';
import { MAP_ZOOM, type MapPort, type MapZone } from '../../application/ports/map.port';
import type { TimerHandle, TimerPort } from '../../application/ports/timer.port';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../app-shell.view-model';
import type { CitiesViewModel } from '../cities.view-model';
import type { AddressZoneReading } from './checkout-parts.contract';
import { zonesCenter } from './address-zone-center';

/** Shown when the zone cannot be found; the operator then clarifies delivery. */
export const ADDRESS_NOT_IDENTIFIED_KEY = 'checkout-parts:zone.notIdentified';

export type AddressZoneInput = Parameters<AddressZoneReading['addressChanged']>[0];

/**
 * The delivery zone of the typed address and the map that shows it. A page-long singleton: the
 * order form reads it (zone minutes for the delivery message, the word for the summary) and the
 * map component draws from it, so both must see one instance. The server geocodes; this class only
 * debounces, drops stale answers (sequence numbers) and keeps the map in step.
 */
@injectable()
export class AddressZoneViewModel implements AddressZoneReading {
  /** The server's colour word; null while nothing was looked up for the current address. */
  private answeredWord: string | null = null;
  /** Where the marker stands, [lng, lat]. */
  markerPoint: LngLat | null = null;
  lookingUp = false;
  /** A translation key for the form's message area, or null. */
  messageKey: string | null = null;
  mapReady = false;
  zones: readonly MapZone[] = [];
  private pending: AddressZoneInput | null = null;
  private debounce: TimerHandle | null = null;
  /** Grows with every change; an answer carrying an older number speaks about an older address. */
  private seq = 0;
  private mapElement: HTMLElement | null = null;
  private zonesCity: CitySlug | null = null;
  private stopFollowingCity: (() => void) | null = null;

  constructor(
    @inject(TOKENS.AddressZoneApi) private readonly api: AddressZoneApiPort,
    @inject(TOKENS.FindZoneTime) private readonly findZoneTime: FindZoneTime,
    @inject(TOKENS.Map) private readonly map: MapPort,
    @inject(TOKENS.Timer) private readonly timer: TimerPort,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.CitiesViewModel) private readonly cities: CitiesViewModel,
    @inject(TOKENS.Logger) private readonly logger: LoggerPort,
  ) {
    makeAutoObservable<
      this,
      | 'api'
      | 'findZoneTime'
      | 'map'
      | 'timer'
      | 'shell'
      | 'cities'
      | 'logger'
      | 'debounce'
      | 'mapElement'
      | 'stopFollowingCity'
      | 'pending'
      | 'seq'
      | 'zonesCity'
    >(
      this,
      {
        api: false,
        findZoneTime: false,
        map: false,
        timer: false,
        shell: false,
        cities: false,
        logger: false,
        debounce: false,
        mapElement: false,
        stopFollowingCity: false,
        pending: false,
        seq: false,
        zonesCity: false,
        markerPoint: observableRef,
        zones: observableRef,
      },
      { autoBind: true },
    );
  }

  // ---------------------------------------------------------------- AddressZoneReading

  get zoneColor(): ZoneColor | null {
    return this.answeredWord === null ? null : zoneColorFromWord(this.answeredWord);
  }

  get zoneMinutes(): 0 | 29 | 59 | 89 | null {
    return this.answeredWord === null ? null : (zoneMinutes(this.zoneColor) as 0 | 29 | 59 | 89);
  }

  get outOfZone(): boolean {
    return this.answeredWord !== null && this.zoneColor === null;
  }

  get zoneWord(): string {
    return this.answeredWord ?? '';
  }

  addressChanged(input: AddressZoneInput): void {
    // Clearing the street name resets zone and marker at once, without waiting.
    if (input.street.name.trim() === '') {
      this.reset();
      return;
    }
    this.seq += 1;
    this.pending = input;
    this.cancelDebounce();
    this.debounce = this.timer.setTimeout(() => this.lookUpPending(), ADDRESS_DEBOUNCE_MS);
  }

  reset(): void {
    this.seq += 1;
    this.cancelDebounce();
    this.pending = null;
    this.answeredWord = null;
    this.lookingUp = false;
    this.messageKey = null;
    this.moveMarker(null);
  }

  // ---------------------------------------------------------------- the lookup

  private lookUpPending(): void {
    this.debounce = null;
    const input = this.pending;
    // Only with the map ready (the answer moves its marker); a map that becomes ready later
    // runs the waiting lookup then (attachMap).
    if (input === null || !this.mapReady) return;
    this.pending = null;
    const request = this.findZoneTime.requestFor(input);
    if (request === null) {
      // Too short to geocode, or no house number ('абв', said under the house field): whatever
      // was found for the earlier address no longer holds.
      this.answeredWord = null;
      this.messageKey = null;
      this.moveMarker(null);
      return;
    }
    void this.lookUp(request, this.seq);
  }

  private async lookUp(request: ZoneLookupRequest, seq: number): Promise<void> {
    this.lookingUp = true;
    const time = await this.findZoneTime.find(request);
    runInAction(() => {
      if (seq !== this.seq) return;
      this.lookingUp = false;
      if (time.kind === 'unavailable') {
        // An error is "not looked up": the delivery message keeps asking, the operator clarifies.
        this.answeredWord = null;
        this.messageKey = ADDRESS_NOT_IDENTIFIED_KEY;
        this.moveMarker(null);
        return;
      }
      this.answeredWord = time.word;
      // No point means the geocoder could not place the house: out of zones, and said so.
      this.messageKey = time.point === null ? ADDRESS_NOT_IDENTIFIED_KEY : null;
      this.moveMarker(time.point);
    });
  }

  private cancelDebounce(): void {
    if (this.debounce !== null) this.timer.clearTimeout(this.debounce);
    this.debounce = null;
  }

  private moveMarker(point: LngLat | null): void {
    this.markerPoint = point;
    if (this.mapElement !== null) this.map.setMarker(point);
  }

  // ---------------------------------------------------------------- the map

  /** The map component hands its element over on mount; the map is ready once drawn. */
  async attachMap(element: HTMLElement): Promise<void> {
    this.mapElement = element;
    try {
      await this.map.mount(element);
    } catch (error) {
      this.logger.error('The map could not be drawn', error);
      return;
    }
    if (this.mapElement !== element) return;
    this.map.setMarker(this.markerPoint);
    runInAction(() => {
      this.mapReady = true;
    });
    this.stopFollowingCity ??= reaction(
      () => this.shell.city,
      (city) => void this.showCity(city),
      { fireImmediately: true },
    );
    // An address typed before the map was ready is looked up now.
    if (this.pending !== null && this.debounce === null) this.lookUpPending();
  }

  detachMap(): void {
    this.mapElement = null;
    this.stopFollowingCity?.();
    this.stopFollowingCity = null;
    this.zonesCity = null;
    this.map.unmount();
    this.mapReady = false;
  }

  private async showCity(city: CitySlug): Promise<void> {
    if (this.zonesCity !== null && this.zonesCity !== city) this.reset();
    this.zonesCity = city;
    const [zones] = await Promise.all([this.api.getZones(cityIdOf(city)), this.cities.load()]);
    if (this.zonesCity !== city || this.mapElement === null) return;
    if (!zones.ok) this.logger.warn('GET /zones failed; the map shows no zones');
    runInAction(() => {
      this.zones = zones.ok ? zones.value : [];
    });
    this.map.showZones(this.zones);
    const center = this.cities.city(city)?.center ?? zonesCenter(this.zones);
    if (center !== null) this.map.setView([center[0], center[1]], MAP_ZOOM);
  }
}
