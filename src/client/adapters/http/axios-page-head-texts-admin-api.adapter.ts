import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './axios-http-client';
import type { CityId } from '../../../domain/city/city';
import { ok } from '../../../domain/shared/result';
import type { PageHeadTextDto, PageHeadTextsSaveDto } from '../../../domain/shop-api/page-head-texts.contract';
import type {
  PageHeadTextsAdminApiPort,
  PageHeadTextsAdminFailure,
  PageHeadTextsAdminResult,
} from '../../application/ports/page-head-texts-admin-api.port';
import { sendRequest } from './http-request';
import { readAdminPageHeadTexts } from './page-head-texts-admin.serialization';

type Log = (message: string, details: unknown) => void;

/** The field path and problem word of a 400 body {error, message, field, problem}. */
const refusalOf = (body: unknown): Pick<PageHeadTextsAdminFailure, 'field' | 'problem'> => {
  if (typeof body !== 'object' || body === null) return {};
  const { field, problem } = body as { field?: unknown; problem?: unknown };
  return {
    ...(typeof field === 'string' && field !== '' ? { field } : {}),
    ...(typeof problem === 'string' && problem !== '' ? { problem } : {}),
  };
};

/** Site management's page titles over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosPageHeadTextsAdminApi implements PageHeadTextsAdminApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  read(cityId: CityId): Promise<PageHeadTextsAdminResult> {
    return this.send('GET /admin/page-heads', { method: 'GET', url: '/admin/page-heads', params: { cityId } });
  }

  save(cityId: CityId, texts: readonly PageHeadTextDto[]): Promise<PageHeadTextsAdminResult> {
    const body: PageHeadTextsSaveDto = { texts };
    return this.send('PUT /admin/page-heads', {
      method: 'PUT',
      url: '/admin/page-heads',
      data: body,
      params: { cityId },
    });
  }

  private async send(call: string, request: AxiosRequestConfig): Promise<PageHeadTextsAdminResult> {
    const answer = await sendRequest(this.http, request);
    if (!answer.ok) {
      if (answer.reason === 'status' && answer.status === 401) return { ok: false, reason: 'unauthorized' };
      if (answer.reason === 'status' && answer.status === 400) {
        return { ok: false, reason: 'invalid', ...refusalOf(answer.body) };
      }
      return { ok: false, reason: 'unavailable' };
    }
    const texts = readAdminPageHeadTexts(answer.value);
    if (texts !== null) return ok(texts);
    this.log(`${call} answered something that is not in the contract`, answer.value);
    return { ok: false, reason: 'unavailable' };
  }
}
