import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { CityId } from '../../../domain/city/city';
import type { Translated } from '../../../domain/shared/locale';
import type {
  AdminLocalityDto,
  AdminStreetDto,
  StreetFileFormat,
  StreetImportResultDto,
} from '../../../domain/shop-api/admin-delivery.contract';
import { readNewStreet } from '../../application/new-street.input';
import type { DeliveryAdminApiPort, DeliveryAdminResult } from '../../application/ports/delivery-admin-api.port';
import { TOKENS } from '../../di/tokens';
import type { AdminSessionViewModel } from '../admin-session.view-model';
import { problemOf, type DeliveryProblem } from './delivery-problem';

/** The names form of a locality or a street: what is named (null id: a new locality) and the names typed. */
export interface NamesDraft {
  readonly kind: 'locality' | 'street';
  readonly id: number | string | null;
  readonly translation: Translated;
}

const EMPTY_NAMES: Translated = { uk: '', en: '', ru: '' };

/** A street staff add by hand: its names, its house range and its line as 'lng lat; lng lat'. */
export interface NewStreetDraft {
  readonly firstHouse: string;
  readonly lastHouse: string;
  readonly line: string;
}

export const streetFileFormatOf = (name: string): StreetFileFormat => (/\.csv$/i.test(name.trim()) ? 'csv' : 'geojson');

/**
 * A city's localities and the streets of the one chosen: add, rename (three languages) and delete,
 * and a street file imported into the chosen locality (all or nothing, the counts reported).
 */
@injectable()
export class DeliveryAddressBookViewModel {
  cityId: CityId = 1;
  state: 'loading' | 'failed' | 'ready' = 'loading';
  localities: readonly AdminLocalityDto[] = [];
  localityId: number | null = null;
  streets: readonly AdminStreetDto[] = [];
  draft: NamesDraft | null = null;
  /** Set beside `draft` (kind 'street', id null) while a street is being added. */
  newStreet: NewStreetDraft | null = null;
  busy = false;
  imported: StreetImportResultDto | null = null;
  /** Keyed by request field ('translation.uk', 'content'); '' for the section as a whole. */
  readonly problems = observable.map<string, DeliveryProblem>();

  constructor(
    @inject(TOKENS.DeliveryAdminApi) private readonly api: DeliveryAdminApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session'>(this, { api: false, session: false }, { autoBind: true });
  }

  get locality(): AdminLocalityDto | null {
    return this.localities.find((locality) => locality.id === this.localityId) ?? null;
  }

  problemFor(field: string): DeliveryProblem | null {
    return this.problems.get(field) ?? null;
  }

  async load(cityId: CityId): Promise<void> {
    this.cityId = cityId;
    this.state = 'loading';
    this.draft = null;
    this.imported = null;
    this.problems.clear();
    const result = await this.api.listLocalities(cityId);
    runInAction(() => {
      if (cityId !== this.cityId) return;
      if (!result.ok) {
        if (result.reason === 'unauthorized') this.session.signOut();
        else this.state = 'failed';
        return;
      }
      this.localities = result.value;
      this.state = 'ready';
      void this.chooseLocality(result.value[0]?.id ?? null);
    });
  }

  async chooseLocality(localityId: number | null): Promise<void> {
    this.localityId = localityId;
    this.streets = [];
    this.imported = null;
    if (localityId === null) return;
    const result = await this.api.listStreets(this.cityId, localityId);
    runInAction(() => {
      if (localityId === this.localityId && this.settle(result) && result.ok) this.streets = result.value;
    });
  }

  startAddLocality(): void {
    this.openDraft({ kind: 'locality', id: null, translation: EMPTY_NAMES });
  }

  startRenameLocality(locality: AdminLocalityDto): void {
    this.openDraft({ kind: 'locality', id: locality.id, translation: locality.translation });
  }

  startAddStreet(): void {
    this.openDraft({ kind: 'street', id: null, translation: EMPTY_NAMES });
    this.newStreet = { firstHouse: '1', lastHouse: '', line: '' };
  }

  setStreetField(field: keyof NewStreetDraft, value: string): void {
    if (this.newStreet === null) return;
    this.newStreet = { ...this.newStreet, [field]: value };
    this.problems.delete(field === 'line' ? 'line' : 'firstHouse');
  }

  startRenameStreet(street: AdminStreetDto): void {
    this.openDraft({ kind: 'street', id: street.id, translation: street.translation });
  }

  setName(locale: keyof Translated, value: string): void {
    if (this.draft === null) return;
    this.draft = { ...this.draft, translation: { ...this.draft.translation, [locale]: value } };
    this.problems.delete(`translation.${locale}`);
  }

  cancel(): void {
    this.draft = null;
    this.newStreet = null;
    this.problems.clear();
  }

  async saveNames(): Promise<void> {
    const draft = this.draft;
    if (draft === null || this.busy) return;
    if (draft.kind === 'street' && draft.id === null) return this.saveNewStreet(draft.translation);
    await this.work(async () => {
      if (draft.kind === 'street') {
        const result = await this.api.renameStreet(this.cityId, String(draft.id), draft.translation);
        runInAction(() => {
          if (!this.settle(result) || !result.ok) return;
          this.streets = this.streets.map((street) => (street.id === result.value.id ? result.value : street));
          this.draft = null;
        });
        return;
      }
      const result =
        draft.id === null
          ? await this.api.addLocality(this.cityId, draft.translation)
          : await this.api.renameLocality(this.cityId, Number(draft.id), draft.translation);
      runInAction(() => {
        if (!this.settle(result) || !result.ok) return;
        const saved = result.value;
        this.localities =
          draft.id === null
            ? [...this.localities, saved]
            : this.localities.map((locality) => (locality.id === saved.id ? saved : locality));
        this.draft = null;
        if (draft.id === null) void this.chooseLocality(saved.id);
      });
    });
  }

  /** The house range and line are read here, so a typo is named before anything is sent. */
  private async saveNewStreet(translation: Translated): Promise<void> {
    const street = this.newStreet;
    const localityId = this.localityId;
    if (street === null || localityId === null) return;
    const read = readNewStreet(street);
    this.problems.clear();
    if (!read.ok) {
      this.problems.set(read.problem.field, { key: read.problem.key });
      return;
    }
    const { firstHouse, lastHouse, line } = read;
    await this.work(async () => {
      const result = await this.api.addStreet({
        cityId: this.cityId,
        localityId,
        translation,
        firstHouse,
        lastHouse,
        line,
      });
      runInAction(() => {
        if (!this.settle(result) || !result.ok) return;
        this.streets = [...this.streets, result.value].sort((a, b) =>
          a.translation.uk.localeCompare(b.translation.uk, 'uk'),
        );
        this.countStreets(1);
        this.draft = null;
        this.newStreet = null;
      });
    });
  }

  async deleteLocality(locality: AdminLocalityDto): Promise<void> {
    await this.work(async () => {
      const result = await this.api.deleteLocality(this.cityId, locality.id);
      runInAction(() => {
        if (!this.settle(result)) return;
        this.localities = this.localities.filter((candidate) => candidate.id !== locality.id);
        if (this.localityId === locality.id) void this.chooseLocality(this.localities[0]?.id ?? null);
      });
    });
  }

  async deleteStreet(street: AdminStreetDto): Promise<void> {
    await this.work(async () => {
      const result = await this.api.deleteStreet(this.cityId, street.id);
      runInAction(() => {
        if (!this.settle(result)) return;
        this.streets = this.streets.filter((candidate) => candidate.id !== street.id);
        this.countStreets(-1);
      });
    });
  }

  /** A CSV (by its name) or GeoJSON of street lines, into the chosen locality. */
  async importFile(name: string, content: string): Promise<void> {
    const localityId = this.localityId;
    if (localityId === null) return;
    this.imported = null;
    await this.work(async () => {
      const result = await this.api.importStreets(this.cityId, localityId, streetFileFormatOf(name), content);
      if (!runInAction(() => this.settle(result)) || !result.ok) return;
      await this.chooseLocality(localityId);
      runInAction(() => {
        this.imported = result.value;
        this.countStreets(result.value.added);
      });
    });
  }

  private openDraft(draft: NamesDraft): void {
    this.draft = draft;
    this.newStreet = null;
    this.problems.clear();
  }

  private countStreets(by: number): void {
    this.localities = this.localities.map((locality) =>
      locality.id === this.localityId ? { ...locality, streetCount: locality.streetCount + by } : locality,
    );
  }

  private async work(task: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.problems.clear();
    try {
      await task();
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** True when the call went through; otherwise the problem goes next to the field it names. */
  private settle(result: DeliveryAdminResult<unknown>): boolean {
    if (result.ok) return true;
    if (result.reason === 'unauthorized') this.session.signOut();
    else this.problems.set(result.field ?? '', problemOf(result));
    return false;
  }
}
