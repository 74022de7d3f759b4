import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { cityIdOf } from '../../domain/city/city';
import { canSendCallback, type CallbackForm } from '../../domain/order/callback-form.rule';
import {
  callbackPopupReducer,
  initialCallbackPopupState,
  type CallbackPopupEvent,
  type CallbackPopupState,
  type CallbackPopupStatus,
} from '../../domain/order/callback-popup.state-machine';
import { PHONE_MASK } from '../../domain/order/phone-mask';
import type { SiteApiPort } from '../application/ports/site-api.port';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';
import type { CitiesViewModel } from './cities.view-model';

/**
 * The floating callback button and its popup: the popup's states are the domain's
 * reducer; this class only opens and closes it, feeds it events and makes the call.
 */
@injectable()
export class CallbackViewModel {
  isOpen = false;
  state: CallbackPopupState = initialCallbackPopupState();
  // Each send gets a number; an answer for a popup that was closed (and maybe reopened) since is dropped.
  private attempt = 0;

  constructor(
    @inject(TOKENS.SiteApi) private readonly api: SiteApiPort,
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.CitiesViewModel) private readonly cities: CitiesViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'shell' | 'cities' | 'attempt'>(
      this,
      // The reducer answers new immutable states: tracked by reference.
      { state: observableRef, api: false, shell: false, cities: false, attempt: false },
      { autoBind: true },
    );
  }

  get status(): CallbackPopupStatus {
    return this.state.status;
  }

  get form(): CallbackForm {
    return this.state.form;
  }

  get isSending(): boolean {
    return this.state.isSending;
  }

  /** A complete 19-character phone and a name, and not while sending. */
  get canSend(): boolean {
    return this.state.status !== 'success' && canSendCallback(this.state.form, this.state.isSending);
  }

  get phonePlaceholder(): string {
    return PHONE_MASK;
  }

  /** The alternative to waiting for a call: the city's own number. */
  get cityPhone(): string {
    return this.cities.phoneOf(this.shell.city);
  }

  get cityPhoneHref(): string {
    return this.cities.phoneHrefOf(this.shell.city);
  }

  open(): void {
    this.isOpen = true;
    void this.cities.load();
  }

  /** Closing resets the popup to its empty form. */
  close(): void {
    this.isOpen = false;
    this.attempt += 1;
    this.dispatch({ type: 'closed' });
  }

  edit(field: keyof CallbackForm, value: string): void {
    this.dispatch({ type: 'edited', field, value });
  }

  /** Answers whether the request reached the shop. */
  async send(): Promise<boolean> {
    if (!this.canSend) return false;
    this.dispatch({ type: 'sendStarted' });
    const attempt = ++this.attempt;
    const { name, phone, comment } = this.state.form;
    const result = await this.api.sendCallback({
      name: name.trim(),
      phone,
      comment: comment.trim(),
      cityId: cityIdOf(this.shell.city),
    });
    if (attempt !== this.attempt) return result.ok;
    runInAction(() => this.dispatch(result.ok ? { type: 'sendSucceeded' } : { type: 'sendFailed' }));
    return result.ok;
  }

  private dispatch(event: CallbackPopupEvent): void {
    this.state = callbackPopupReducer(this.state, event);
  }
}
