import { isAxiosError, type AxiosInstance } from 'axios';
import { ok } from '../../../domain/shared/result';
import type { AdminAuditPageDto } from '../../../domain/shop-api/admin-audit.contract';
import type {
  AdminAuditApiPort,
  AdminAuditQuery,
  AdminAuditResult,
} from '../../application/ports/admin-audit-api.port';
import { readAdminAuditPage } from './admin-audit.serialization';

type Log = (message: string, details: unknown) => void;

/** The change log over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosAdminAuditApi implements AdminAuditApiPort {
  constructor(
    private readonly http: AxiosInstance,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  async list(query: AdminAuditQuery): Promise<AdminAuditResult<AdminAuditPageDto>> {
    let body: unknown;
    try {
      body = (
        await this.http.get<unknown>('/admin/audit', { params: { section: query.section, before: query.before } })
      ).data;
    } catch (error) {
      const status = isAxiosError(error) ? error.response?.status : undefined;
      return { ok: false, reason: status === 401 ? 'unauthorized' : 'unavailable' };
    }
    const reading = readAdminAuditPage(body);
    if (reading === null) {
      this.log('GET /admin/audit answered something that is not in the contract', body);
      return { ok: false, reason: 'unavailable' };
    }
    if (reading.dropped > 0) this.log(`GET /admin/audit left out ${reading.dropped} malformed entries`, body);
    return ok(reading.page);
  }
}
