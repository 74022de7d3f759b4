import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { CityId } from '../../../domain/city/city';
import type { AdminPickupPointDto } from '../../../domain/shop-api/admin-delivery.contract';
import type { DeliveryAdminApiPort, DeliveryAdminResult } from '../../application/ports/delivery-admin-api.port';
import { TOKENS } from '../../di/tokens';
import type { AdminSessionViewModel } from '../admin-session.view-model';
import { problemOf, problemsByField, type DeliveryProblem } from './delivery-problem';
import {
  draftOfPickupPoint,
  fieldValue,
  inputOfDraft,
  newPickupPointDraft,
  withField,
  type PickupPointDraft,
  type PickupPointField,
} from './pickup-point-draft';

/**
 * A city's self-pickup points: added and edited in one form (address in three languages, hours,
 * open or closed), deleted from the list. Refusals are shown next to the field the server names.
 */
@injectable()
export class DeliveryPickupPointsViewModel {
  cityId: CityId = 1;
  state: 'loading' | 'failed' | 'ready' = 'loading';
  points: readonly AdminPickupPointDto[] = [];
  draft: PickupPointDraft | null = null;
  saving = false;
  /** Keyed by request field; '' for the form or list as a whole. */
  readonly problems = observable.map<string, DeliveryProblem>();

  constructor(
    @inject(TOKENS.DeliveryAdminApi) private readonly api: DeliveryAdminApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session'>(this, { api: false, session: false }, { autoBind: true });
  }

  get hasOpenPoint(): boolean {
    return this.points.some((point) => point.isOpen);
  }

  async load(cityId: CityId): Promise<void> {
    this.cityId = cityId;
    this.state = 'loading';
    this.draft = null;
    this.problems.clear();
    const result = await this.api.listPickupPoints(cityId);
    runInAction(() => {
      if (cityId !== this.cityId) return;
      if (result.ok) {
        this.points = result.value;
        this.state = 'ready';
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else this.state = 'failed';
    });
  }

  startAdd(): void {
    this.draft = newPickupPointDraft();
    this.problems.clear();
  }

  startEdit(point: AdminPickupPointDto): void {
    this.draft = draftOfPickupPoint(point);
    this.problems.clear();
  }

  cancel(): void {
    this.draft = null;
    this.problems.clear();
  }

  value(field: PickupPointField): string {
    return this.draft === null ? '' : fieldValue(this.draft, field);
  }

  setField(field: PickupPointField, value: string): void {
    if (this.draft === null) return;
    this.draft = withField(this.draft, field, value);
    this.problems.delete(field);
  }

  setOpen(isOpen: boolean): void {
    if (this.draft !== null) this.draft = { ...this.draft, isOpen };
  }

  problemFor(field: string): DeliveryProblem | null {
    return this.problems.get(field) ?? null;
  }

  async save(): Promise<void> {
    const draft = this.draft;
    if (draft === null || this.saving) return;
    this.saving = true;
    this.problems.clear();
    const input = inputOfDraft(this.cityId, draft);
    const result =
      draft.id === null ? await this.api.addPickupPoint(input) : await this.api.editPickupPoint(draft.id, input);
    runInAction(() => {
      this.saving = false;
      if (!result.ok) return void this.settle(result);
      const saved = result.value;
      this.points =
        draft.id === null
          ? [...this.points, saved]
          : this.points.map((point) => (point.id === saved.id ? saved : point));
      this.draft = null;
    });
  }

  async remove(point: AdminPickupPointDto): Promise<void> {
    this.problems.clear();
    const result = await this.api.deletePickupPoint(this.cityId, point.id);
    runInAction(() => {
      if (this.settle(result)) this.points = this.points.filter((candidate) => candidate.id !== point.id);
    });
  }

  /** True when the call went through; otherwise the problem is placed where staff will look. */
  private settle(result: DeliveryAdminResult<unknown>): boolean {
    if (result.ok) return true;
    if (result.reason === 'unauthorized') this.session.signOut();
    else if (result.field !== undefined)
      problemsByField(result).forEach((problem, field) => this.problems.set(field, problem));
    else this.problems.set('', problemOf(result));
    return false;
  }
}
