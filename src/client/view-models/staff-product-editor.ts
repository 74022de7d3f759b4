import { makeAutoObservable, runInAction } from 'mobx';
import type { CityId } from '../../domain/city/city';
import { DIETARY_TAGS, type DietaryTag } from '../../domain/menu/dietary-tags';
import { checkStaffProduct } from '../../domain/menu/staff-product.rule';
import type { Locale } from '../../domain/shared/locale';
import type { StaffMenuProductDto, StaffProductField } from '../../domain/shop-api/staff-menu.contract';
import type { StaffMenuApiPort, StaffMenuFailure } from '../application/ports/staff-menu-api.port';
import type { StaffModifiersApiPort } from '../application/ports/staff-modifiers-api.port';
import { draftOfProduct, emptyProductDraft, productInputOf, type StaffProductDraft } from './staff-product-form';
import { StaffModifierGroupsEditor } from './staff-modifier-groups-editor';
import { StaffProductPhoto } from './staff-product-photo';

/** A message of the form: an admin:… key, with the server's own words when they explain a refusal. */
export interface StaffProductProblemText {
  readonly key: string;
  readonly message?: string;
}

const failureText = (failure: StaffMenuFailure): StaffProductProblemText => {
  if (failure.reason === 'invalid')
    return {
      key: 'menu.product.problem.refused',
      ...(failure.message === undefined ? {} : { message: failure.message }),
    };
  return { key: failure.reason === 'not-found' ? 'menu.problem.notFound' : 'menu.problem.saveFailed' };
};

interface EditorDeps {
  readonly api: StaffMenuApiPort;
  readonly modifiersApi: StaffModifiersApiPort;
  readonly cityId: () => CityId;
  /** The menu changed on the server: the screen reads it again. */
  readonly changed: () => Promise<void>;
  /** The token expired. */
  readonly signOut: () => void;
}

/**
 * The add / edit form of a product. Fields are checked with the server's own rule as staff type
 * (after the first save attempt, so an untouched form is not red); the server's refusal lands next
 * to the field it names. Nothing is saved in parts: the whole product goes in one call, and the
 * form stays open with what was typed until the server took it.
 */
export class StaffProductEditor {
  /** The open form; null when none is open. */
  draft: StaffProductDraft | null = null;
  saving = false;
  triedToSave = false;
  /** Archiving asks once more before it goes. */
  confirmingArchive = false;
  serverProblem: { readonly field: StaffProductField | null; readonly text: StaffProductProblemText } | null = null;
  /** The edited product's photo, sent on its own; null for a new product (it gets one once saved). */
  photo: StaffProductPhoto | null = null;
  /** The edited product's modifier groups, saved with it; null for a new product (it gets them once saved). */
  modifiers: StaffModifierGroupsEditor | null = null;
  /** The draft as opened: an edit that changed only the groups sends only them. */
  private opened: StaffProductDraft | null = null;

  constructor(private readonly deps: EditorDeps) {
    makeAutoObservable<this, 'deps' | 'opened'>(this, { deps: false, opened: false }, { autoBind: true });
  }

  /** A new product, in the first of the section's categories. */
  startNew(category: string): void {
    this.open(emptyProductDraft(category));
    this.photo = null;
    this.modifiers = null;
  }

  startEdit(product: StaffMenuProductDto): void {
    this.open(draftOfProduct(product));
    this.photo = new StaffProductPhoto(product.iikoId, product, this.deps);
    this.modifiers = new StaffModifierGroupsEditor(product.iikoId, {
      api: this.deps.modifiersApi,
      signOut: this.deps.signOut,
    });
    void this.modifiers.load();
  }

  isEditing(iikoId: string): boolean {
    return this.draft?.iikoId === iikoId;
  }

  get isNew(): boolean {
    return this.draft !== null && this.draft.iikoId === null;
  }

  close(): void {
    this.draft = null;
    this.photo = null;
    this.modifiers = null;
    this.serverProblem = null;
    this.confirmingArchive = false;
  }

  edit(change: Partial<Omit<StaffProductDraft, 'iikoId'>>): void {
    if (this.draft === null) return;
    this.draft = { ...this.draft, ...change };
    this.serverProblem = null;
  }

  editText(group: 'translation' | 'description', locale: Locale, text: string): void {
    if (this.draft !== null) this.edit({ [group]: { ...this.draft[group], [locale]: text } });
  }

  toggleTag(tag: DietaryTag): void {
    if (this.draft === null) return;
    const has = this.draft.tags.includes(tag);
    this.edit({ tags: DIETARY_TAGS.filter((each) => (each === tag ? !has : this.draft?.tags.includes(each))) });
  }

  /** Each field's first problem by the domain's rule (empty until staff tried to save), and the server's refusal of its field. */
  get fieldProblems(): Partial<Record<StaffProductField, StaffProductProblemText>> {
    const problems: Partial<Record<StaffProductField, StaffProductProblemText>> = {};
    if (this.draft !== null && this.triedToSave) {
      for (const { field, problem } of checkStaffProduct(productInputOf(this.draft)).problems)
        problems[field] ??= { key: `menu.product.problem.${problem}` };
    }
    if (this.serverProblem?.field != null) problems[this.serverProblem.field] = this.serverProblem.text;
    return problems;
  }

  /** A refusal or failure that names no field: said above the buttons. */
  get formProblem(): StaffProductProblemText | null {
    return this.serverProblem !== null && this.serverProblem.field === null ? this.serverProblem.text : null;
  }

  async save(): Promise<boolean> {
    const draft = this.draft;
    if (draft === null || this.saving) return false;
    this.triedToSave = true;
    this.serverProblem = null;
    const input = productInputOf(draft);
    if (!checkStaffProduct(input).ok) return false;
    this.saving = true;
    // The groups go first, whole: if they are refused, nothing of the product was sent yet.
    if (this.modifiers !== null && !(await this.modifiers.save())) {
      runInAction(() => (this.saving = false));
      return false;
    }
    if (draft.iikoId !== null && JSON.stringify(draft) === JSON.stringify(this.opened)) {
      runInAction(() => {
        this.saving = false;
        this.close();
      });
      return true;
    }
    const cityId = this.deps.cityId();
    const result =
      draft.iikoId === null
        ? await this.deps.api.createProduct(cityId, input)
        : await this.deps.api.updateProduct(cityId, draft.iikoId, input);
    if (result.ok) await this.deps.changed();
    runInAction(() => {
      this.saving = false;
      if (result.ok) this.close();
      else if (result.reason === 'unauthorized') this.deps.signOut();
      else this.serverProblem = { field: result.field ?? null, text: failureText(result) };
    });
    return result.ok;
  }

  /** First call asks to confirm; the second archives the product being edited. */
  async archive(): Promise<void> {
    const iikoId = this.draft?.iikoId;
    if (iikoId == null || this.saving) return;
    if (!this.confirmingArchive) {
      this.confirmingArchive = true;
      return;
    }
    this.saving = true;
    const result = await this.deps.api.archiveProduct(iikoId);
    if (result.ok) await this.deps.changed();
    runInAction(() => {
      this.saving = false;
      if (result.ok) this.close();
      else if (result.reason === 'unauthorized') this.deps.signOut();
      else this.serverProblem = { field: null, text: failureText(result) };
    });
  }

  private open(draft: StaffProductDraft): void {
    this.draft = draft;
    this.opened = draft;
    this.triedToSave = false;
    this.serverProblem = null;
    this.confirmingArchive = false;
  }
}
