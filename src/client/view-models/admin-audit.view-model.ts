import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminAuditEntryDto, AdminAuditSection } from '../../domain/shop-api/admin-audit.contract';
import type { AdminAuditApiPort } from '../application/ports/admin-audit-api.port';
import { TOKENS } from '../di/tokens';
import { adminAuditEntryView, type AdminAuditEntryView } from './admin-audit-entry-view';
import type { AdminSessionViewModel } from './admin-session.view-model';

export type AdminAuditState = 'loading' | 'failed' | 'ready';

/**
 * The change log screen: who changed what and when, newest first, one section or all, with older
 * pages added below on request. A newer request (another filter) wins over an older one still
 * on the way. An ended session signs staff out.
 */
@injectable()
export class AdminAuditViewModel {
  state: AdminAuditState = 'loading';
  section: AdminAuditSection | null = null;
  entries: readonly AdminAuditEntryDto[] = [];
  nextBefore: number | null = null;
  loadingOlder = false;
  olderFailed = false;
  private latest = 0;

  constructor(
    @inject(TOKENS.AdminAuditApi) private readonly api: AdminAuditApiPort,
    @inject(TOKENS.AdminSessionViewModel) private readonly session: AdminSessionViewModel,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'latest'>(
      this,
      { api: false, session: false, latest: false },
      { autoBind: true },
    );
  }

  get views(): readonly AdminAuditEntryView[] {
    return this.entries.map(adminAuditEntryView);
  }

  get hasOlder(): boolean {
    return this.nextBefore !== null;
  }

  selectSection(section: AdminAuditSection | null): void {
    if (section === this.section && this.state === 'ready') return;
    this.section = section;
    void this.load();
  }

  /** The newest page of the chosen section. */
  async load(): Promise<void> {
    const ticket = ++this.latest;
    this.state = 'loading';
    this.olderFailed = false;
    const result = await this.api.list(this.section === null ? {} : { section: this.section });
    runInAction(() => {
      if (ticket !== this.latest) return;
      if (result.ok) {
        this.entries = result.value.entries;
        this.nextBefore = result.value.nextBefore;
        this.state = 'ready';
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else this.state = 'failed';
    });
  }

  async loadOlder(): Promise<void> {
    const before = this.nextBefore;
    if (before === null || this.loadingOlder) return;
    const ticket = this.latest;
    this.loadingOlder = true;
    this.olderFailed = false;
    const result = await this.api.list(this.section === null ? { before } : { section: this.section, before });
    runInAction(() => {
      this.loadingOlder = false;
      if (ticket !== this.latest) return;
      if (result.ok) {
        this.entries = [...this.entries, ...result.value.entries];
        this.nextBefore = result.value.nextBefore;
      } else if (result.reason === 'unauthorized') this.session.signOut();
      else this.olderFailed = true;
    });
  }
}
