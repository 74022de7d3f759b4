import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './axios-http-client';
import { ok } from '../../../domain/shared/result';
import type {
  StaffModifierGroupDto,
  StaffModifierGroupInputDto,
  StaffModifierGroupsSaveDto,
} from '../../../domain/shop-api/staff-modifiers.contract';
import type {
  StaffModifiersApiPort,
  StaffModifiersFailure,
  StaffModifiersResult,
} from '../../application/ports/staff-modifiers-api.port';
import { sendRequest, type HttpFailure } from './http-request';
import { readModifierRefusal, readStaffModifierGroups } from './staff-modifiers.serialization';

type Log = (message: string, details: unknown) => void;

const pathOf = (iikoId: string): string => `/admin/menu/products/${encodeURIComponent(iikoId)}/modifier-groups`;

/** A product's modifier groups over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosStaffModifiersApi implements StaffModifiersApiPort {
  constructor(
    private readonly http: HttpClient,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  readGroups(iikoId: string): Promise<StaffModifiersResult<readonly StaffModifierGroupDto[]>> {
    return this.send('GET /admin/menu/products/modifier-groups', { method: 'GET', url: pathOf(iikoId) });
  }

  saveGroups(
    iikoId: string,
    groups: readonly StaffModifierGroupInputDto[],
  ): Promise<StaffModifiersResult<readonly StaffModifierGroupDto[]>> {
    const body: StaffModifierGroupsSaveDto = { groups };
    return this.send('PUT /admin/menu/products/modifier-groups', { method: 'PUT', url: pathOf(iikoId), data: body });
  }

  private async send(
    call: string,
    request: AxiosRequestConfig,
  ): Promise<StaffModifiersResult<readonly StaffModifierGroupDto[]>> {
    const answer = await sendRequest(this.http, request);
    if (!answer.ok) return failureOf(answer);
    const groups = readStaffModifierGroups(answer.value);
    if (groups !== null) return ok(groups);
    this.log(`${call} answered something that is not in the contract`, answer.value);
    return { ok: false, reason: 'unavailable' };
  }
}

const failureOf = (failure: HttpFailure): StaffModifiersFailure => {
  if (failure.reason !== 'status') return { ok: false, reason: 'unavailable' };
  if (failure.status === 401) return { ok: false, reason: 'unauthorized' };
  if (failure.status === 404) return { ok: false, reason: 'not-found' };
  // The route's JSON schema refuses a malformed body with a message but no field of the form.
  if (failure.status === 400) return { ok: false, reason: 'invalid', ...readModifierRefusal(failure.body) };
  return { ok: false, reason: 'unavailable' };
};
