import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CITY_IDS } from '../../domain/city/city';
import type { AdminCityPreferencePort } from '../application/ports/admin-city-preference.port';
import type { StaffCallbacksApiPort } from '../application/ports/staff-callbacks-api.port';
import type { TimerHandle, TimerPort } from '../application/ports/timer.port';
import { TOKENS } from '../di/tokens';

/** How often the badge asks again while staff stay on one screen. */
export const CALLBACKS_BADGE_REFRESH_MS = 60_000;

/**
 * How many callback requests of the staff's city nobody has called yet, shown next to the
 * 'Callbacks' navigation item. Asked on every navigation, after every status change, and once a
 * minute while the admin area is open. A failed ask keeps the last count; none shows nothing.
 */
@injectable()
export class CallbacksBadgeViewModel {
  count: number | null = null;
  private timer: TimerHandle | null = null;
  private latest = 0;

  constructor(
    @inject(TOKENS.StaffCallbacksApi) private readonly api: StaffCallbacksApiPort,
    @inject(TOKENS.AdminCityPreference) private readonly cityPreference: AdminCityPreferencePort,
    @inject(TOKENS.Timer) private readonly timers: TimerPort,
  ) {
    makeAutoObservable<this, 'api' | 'cityPreference' | 'timers' | 'timer' | 'latest'>(
      this,
      { api: false, cityPreference: false, timers: false, timer: false, latest: false },
      { autoBind: true },
    );
  }

  async refresh(): Promise<void> {
    const ticket = ++this.latest;
    const result = await this.api.countNew(this.cityPreference.load() ?? CITY_IDS.lviv);
    runInAction(() => {
      if (ticket === this.latest && result.ok) this.count = result.value;
    });
  }

  /** Starts the once-a-minute refresh (and refreshes now); the layout calls it as it mounts. */
  start(): void {
    void this.refresh();
    if (this.timer !== null) return;
    const tick = (): void => {
      this.timer = this.timers.setTimeout(() => {
        void this.refresh();
        tick();
      }, CALLBACKS_BADGE_REFRESH_MS);
    };
    tick();
  }

  stop(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
