import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';

/** Texts are translation keys (with their namespace, e.g. 'frame:dialog.cancel'), never sentences. */
export interface DialogOption {
  readonly value: string;
  readonly label: string;
  /** The one option drawn as the main action. */
  readonly primary?: boolean;
}

export interface DialogConfig {
  readonly title: string;
  readonly text: string;
  /** Interpolation values for title and text. */
  readonly params?: Readonly<Record<string, string | number>>;
  readonly options: readonly DialogOption[];
}

/**
 * The ask-user modal: a caller awaits
 * `ask(config)` and gets the chosen option's value, or null when the customer dismissed it. The
 * alcohol question of the checkout uses it; so can anything that must confirm.
 */
@injectable()
export class DialogViewModel {
  isOpen = false;
  config: DialogConfig | null = null;
  private resolvePending: ((answer: string | null) => void) | null = null;

  constructor() {
    // The config is the caller's immutable value: kept as given, not copied into observables.
    makeAutoObservable<this, 'resolvePending'>(
      this,
      { config: observableRef, resolvePending: false },
      { autoBind: true },
    );
  }

  /** A new question replaces an unanswered one, which then answers null. */
  ask(config: DialogConfig): Promise<string | null> {
    this.settle(null);
    this.config = config;
    this.isOpen = true;
    return new Promise((resolve) => {
      this.resolvePending = resolve;
    });
  }

  /** Ignores values the question did not offer, so a stale click cannot answer a newer question. */
  answer(value: string): void {
    if (!this.config?.options.some((option) => option.value === value)) return;
    this.settle(value);
  }

  dismiss(): void {
    this.settle(null);
  }

  private settle(answer: string | null): void {
    const resolve = this.resolvePending;
    this.resolvePending = null;
    this.isOpen = false;
    this.config = null;
    resolve?.(answer);
  }
}
