import type { HttpClient } from './axios-http-client';
import { ok } from '../../../domain/shared/result';
import type { AdminAuditPageDto } from '../../../domain/shop-api/admin-audit.contract';
import type {
  AdminAuditApiPort,
  AdminAuditQuery,
  AdminAuditResult,
} from '../../application/ports/admin-audit-api.port';
import { readAdminAuditPage } from './admin-audit.serialization';
import { sendRequest, statusOf } from './http-request';

type Log = (message: string, details: unknown) => void;

/** The change log over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosAdminAuditApi implements AdminAuditApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  async list(query: AdminAuditQuery): Promise<AdminAuditResult<AdminAuditPageDto>> {
    const answer = await sendRequest(this.http, {
      method: 'get',
      url: '/admin/audit',
      params: { section: query.section, before: query.before },
    });
    if (!answer.ok) return { ok: false, reason: statusOf(answer) === 401 ? 'unauthorized' : 'unavailable' };
    const body = answer.value;
    const reading = readAdminAuditPage(body);
    if (reading === null) {
      this.log('GET /admin/audit answered something that is not in the contract', body);
      return { ok: false, reason: 'unavailable' };
    }
    if (reading.dropped > 0) this.log(`GET /admin/audit left out ${reading.dropped} malformed entries`, body);
    return ok(reading.page);
  }
}
