import { makeAutoObservable, runInAction } from 'mobx';
import type { ModifierGroupKind } from '../../domain/modifier/modifier-group';
import type { Locale } from '../../domain/shared/locale';
import type { StaffModifierGroupDto } from '../../domain/shop-api/staff-modifiers.contract';
import type { StaffModifiersApiPort, StaffModifiersFailure } from '../application/ports/staff-modifiers-api.port';
import {
  draftsOfGroups,
  groupInputsOf,
  groupProblemsOf,
  moveItem,
  newGroupDraft,
  newModifierDraft,
  removeItem,
  replaceItem,
  withDefault,
  withKind,
  type ModifierDraft,
  type ModifierGroupDraft,
} from './staff-modifier-groups-form';

/** A message of the groups section: an admin:… key, with the server's own words when they explain a refusal. */
export interface ModifierProblemText {
  readonly key: string;
  readonly message?: string;
}

export type ModifierGroupsState = 'loading' | 'failed' | 'ready';

interface GroupsDeps {
  readonly api: StaffModifiersApiPort;
  /** The token expired. */
  readonly signOut: () => void;
}

const failureText = (failure: StaffModifiersFailure): ModifierProblemText => {
  if (failure.reason === 'not-found') return { key: 'menu.problem.notFound' };
  if (failure.reason === 'invalid')
    return failure.problem !== undefined
      ? { key: `menu.modifiers.problem.${failure.problem}` }
      : {
          key: 'menu.modifiers.problem.refused',
          ...(failure.message === undefined ? {} : { message: failure.message }),
        };
  return { key: 'menu.modifiers.problem.failed' };
};

/**
 * The modifier groups of the product being edited (architecture/admin-menu.md, "Modifiers"):
 * read when the form opens, changed in the form, and saved whole with the product. Fields are
 * checked with the server's rule after the first attempt to save; the server's refusal lands next
 * to the field its path names. The list logic lives in staff-modifier-groups-form.ts.
 */
export class StaffModifierGroupsEditor {
  state: ModifierGroupsState = 'loading';
  groups: readonly ModifierGroupDraft[] = [];
  /** Staff changed something since the list was read or saved. */
  dirty = false;
  saving = false;
  triedToSave = false;
  serverProblem: { readonly field: string | null; readonly text: ModifierProblemText } | null = null;
  private keys = 0;

  constructor(
    private readonly iikoId: string,
    private readonly deps: GroupsDeps,
  ) {
    makeAutoObservable<this, 'deps' | 'iikoId' | 'keys'>(
      this,
      { deps: false, iikoId: false, keys: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.state = 'loading';
    const result = await this.deps.api.readGroups(this.iikoId);
    runInAction(() => {
      if (result.ok) this.show(result.value);
      else if (result.reason === 'unauthorized') this.deps.signOut();
      else this.state = 'failed';
    });
  }

  addGroup(kind: ModifierGroupKind): void {
    this.change([...this.groups, newGroupDraft(kind, this.key)]);
  }

  removeGroup(index: number): void {
    this.change(removeItem(this.groups, index));
  }

  moveGroup(index: number, step: -1 | 1): void {
    this.change(moveItem(this.groups, index, step));
  }

  editGroup(index: number, change: Partial<Pick<ModifierGroupDraft, 'required' | 'maxTotal'>>): void {
    this.change(replaceItem(this.groups, index, (group) => ({ ...group, ...change })));
  }

  setKind(index: number, kind: ModifierGroupKind): void {
    this.change(replaceItem(this.groups, index, (group) => withKind(group, kind)));
  }

  editGroupName(index: number, locale: Locale, text: string): void {
    this.change(
      replaceItem(this.groups, index, (group) => ({ ...group, translation: { ...group.translation, [locale]: text } })),
    );
  }

  /** One-of: the modifier customers find preselected; null for none. */
  setDefault(index: number, modifier: number | null): void {
    this.change(replaceItem(this.groups, index, (group) => withDefault(group, modifier)));
  }

  addModifier(index: number): void {
    this.changeModifiers(index, (modifiers) => [...modifiers, newModifierDraft(this.key)]);
  }

  removeModifier(index: number, modifier: number): void {
    this.changeModifiers(index, (modifiers) => removeItem(modifiers, modifier));
  }

  moveModifier(index: number, modifier: number, step: -1 | 1): void {
    this.changeModifiers(index, (modifiers) => moveItem(modifiers, modifier, step));
  }

  editModifier(index: number, modifier: number, change: Partial<Pick<ModifierDraft, 'price' | 'maxCount'>>): void {
    this.changeModifiers(index, (modifiers) => replaceItem(modifiers, modifier, (each) => ({ ...each, ...change })));
  }

  editModifierName(index: number, modifier: number, locale: Locale, text: string): void {
    this.changeModifiers(index, (modifiers) =>
      replaceItem(modifiers, modifier, (each) => ({ ...each, translation: { ...each.translation, [locale]: text } })),
    );
  }

  /** Each field's problem by the domain's rule (none until staff tried to save), and the server's refusal of its field. */
  get fieldProblems(): Readonly<Record<string, ModifierProblemText>> {
    const problems: Record<string, ModifierProblemText> = {};
    if (this.triedToSave) {
      for (const [field, problem] of Object.entries(groupProblemsOf(this.groups)))
        problems[field] = { key: `menu.modifiers.problem.${problem}` };
    }
    const server = this.serverProblem;
    if (server !== null && server.field !== null) problems[server.field] = server.text;
    return problems;
  }

  /** A refusal that names no field of the form, or a failure: said under the groups. */
  get formProblem(): ModifierProblemText | null {
    const server = this.serverProblem;
    if (server === null) return null;
    return server.field === null || !this.showsField(server.field) ? server.text : null;
  }

  /**
   * Sends the list when staff changed it. False when it stays unsaved: the rule or the server
   * refused it (the problems are shown), or the list could not be read in the first place.
   */
  async save(): Promise<boolean> {
    if (!this.dirty) return true;
    if (this.state !== 'ready' || this.saving) return false;
    this.triedToSave = true;
    this.serverProblem = null;
    if (Object.keys(groupProblemsOf(this.groups)).length > 0) return false;
    this.saving = true;
    const result = await this.deps.api.saveGroups(this.iikoId, groupInputsOf(this.groups));
    runInAction(() => {
      this.saving = false;
      if (result.ok) this.show(result.value);
      else if (result.reason === 'unauthorized') this.deps.signOut();
      else this.serverProblem = { field: result.field ?? null, text: failureText(result) };
    });
    return result.ok;
  }

  /** Whether the form has a place for this path's message (else it is said under the groups). */
  private showsField(field: string): boolean {
    if (field === 'groups') return true;
    const [, group, part, modifier] = field.split('.');
    const g = this.groups[Number(group)];
    if (g === undefined) return false;
    return part !== 'modifiers' || modifier === undefined || g.modifiers[Number(modifier)] !== undefined;
  }

  private show(groups: readonly StaffModifierGroupDto[]): void {
    this.groups = draftsOfGroups(groups, this.key);
    this.state = 'ready';
    this.dirty = false;
    this.triedToSave = false;
    this.serverProblem = null;
  }

  private changeModifiers(index: number, change: (modifiers: readonly ModifierDraft[]) => ModifierDraft[]): void {
    this.change(replaceItem(this.groups, index, (group) => ({ ...group, modifiers: change(group.modifiers) })));
  }

  private change(groups: readonly ModifierGroupDraft[]): void {
    this.groups = groups;
    this.dirty = true;
    // The refusal was about what was there before.
    this.serverProblem = null;
  }

  private key(): string {
    this.keys += 1;
    return `k${this.keys}`;
  }
}
