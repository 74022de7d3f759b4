import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CitySlug } from '../../domain/city/city';
import { TOKENS } from '../di/tokens';
import type { AppShellViewModel } from './app-shell.view-model';
import type { CitiesViewModel } from './cities.view-model';

export interface CityChoice {
  readonly slug: CitySlug;
  /** The server's name in the current language, or null: the caller then uses its own text. */
  readonly name: string | null;
  readonly phone: string;
  readonly isCurrent: boolean;
}

/**
 * The city-selection modal: lists the cities and, on a choice, remembers it through the shell
 * (city cookie) and answers where to navigate: the chosen city's version of the current page.
 */
@injectable()
export class CitySelectionViewModel {
  isOpen = false;

  constructor(
    @inject(TOKENS.AppShellViewModel) private readonly shell: AppShellViewModel,
    @inject(TOKENS.CitiesViewModel) private readonly cities: CitiesViewModel,
  ) {
    makeAutoObservable<this, 'shell' | 'cities'>(this, { shell: false, cities: false }, { autoBind: true });
  }

  get choices(): readonly CityChoice[] {
    return this.shell.cities.map((slug) => ({
      slug,
      name: this.cities.nameOf(slug, this.shell.locale),
      phone: this.cities.phoneOf(slug),
      isCurrent: slug === this.shell.city,
    }));
  }

  open(): void {
    this.isOpen = true;
    void this.cities.load();
  }

  close(): void {
    this.isOpen = false;
  }

  /** Answers the path to navigate to. */
  choose(city: CitySlug): string {
    this.isOpen = false;
    return this.shell.switchCity(city);
  }
}
