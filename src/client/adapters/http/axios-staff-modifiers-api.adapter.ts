import { isAxiosError, type AxiosInstance } from 'axios';
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
import { readModifierRefusal, readStaffModifierGroups } from './staff-modifiers.serialization';

type Log = (message: string, details: unknown) => void;

const pathOf = (iikoId: string): string => `/admin/menu/products/${encodeURIComponent(iikoId)}/modifier-groups`;

/** A product's modifier groups over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosStaffModifiersApi implements StaffModifiersApiPort {
  constructor(
    private readonly http: AxiosInstance,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  readGroups(iikoId: string): Promise<StaffModifiersResult<readonly StaffModifierGroupDto[]>> {
    return this.send('GET /admin/menu/products/modifier-groups', () => this.http.get<unknown>(pathOf(iikoId)));
  }

  saveGroups(
    iikoId: string,
    groups: readonly StaffModifierGroupInputDto[],
  ): Promise<StaffModifiersResult<readonly StaffModifierGroupDto[]>> {
    const body: StaffModifierGroupsSaveDto = { groups };
    return this.send('PUT /admin/menu/products/modifier-groups', () => this.http.put<unknown>(pathOf(iikoId), body));
  }

  private async send(
    call: string,
    request: () => Promise<{ data: unknown }>,
  ): Promise<StaffModifiersResult<readonly StaffModifierGroupDto[]>> {
    let data: unknown;
    try {
      data = (await request()).data;
    } catch (error) {
      return failureOf(error);
    }
    const groups = readStaffModifierGroups(data);
    if (groups !== null) return ok(groups);
    this.log(`${call} answered something that is not in the contract`, data);
    return { ok: false, reason: 'unavailable' };
  }
}

const failureOf = (error: unknown): StaffModifiersFailure => {
  const response = isAxiosError(error) ? error.response : undefined;
  if (response?.status === 401) return { ok: false, reason: 'unauthorized' };
  if (response?.status === 404) return { ok: false, reason: 'not-found' };
  // The route's JSON schema refuses a malformed body with a message but no field of the form.
  if (response?.status === 400) return { ok: false, reason: 'invalid', ...readModifierRefusal(response.data) };
  return { ok: false, reason: 'unavailable' };
};
