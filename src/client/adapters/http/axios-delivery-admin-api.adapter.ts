import { isAxiosError, type AxiosInstance } from 'axios';
import type { CityId } from '../../../domain/city/city';
import type { PayMethod } from '../../../domain/order/order-form';
import type { Translated } from '../../../domain/shared/locale';
import { ok } from '../../../domain/shared/result';
import type {
  AdminPickupPointInput,
  AdminStreetInput,
  StreetFileFormat,
  ZoneFileFormat,
} from '../../../domain/shop-api/admin-delivery.contract';
import type {
  DeliveryAdminApiPort,
  DeliveryAdminFailure,
  DeliveryAdminFailureReason,
  DeliveryAdminResult,
} from '../../application/ports/delivery-admin-api.port';
import {
  fieldOfMessage,
  isAddressCheck,
  isLocality,
  isPaymentMethod,
  isPickupPoint,
  isStreet,
  isStreetImportResult,
  isZone,
  isZonePreview,
  listOf,
} from './delivery-admin.serialization';

type Log = (message: string, details: unknown) => void;

const FAILURE_BY_STATUS: Readonly<Record<number, DeliveryAdminFailureReason>> = {
  400: 'invalid',
  401: 'unauthorized',
  404: 'not-found',
  409: 'conflict',
  413: 'invalid',
  422: 'invalid',
};

const messageOf = (data: unknown): string | undefined => {
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
};

const codeOf = (data: unknown): string | undefined => {
  const code = typeof data === 'object' && data !== null ? (data as { error?: unknown }).error : undefined;
  return typeof code === 'string' && code !== '' ? code : undefined;
};

const failureOf = (
  reason: DeliveryAdminFailureReason,
  message: string | undefined,
  code?: string,
): DeliveryAdminFailure => {
  const field = fieldOfMessage(message);
  return {
    ok: false,
    reason,
    ...(message === undefined ? {} : { message }),
    ...(field === undefined ? {} : { field }),
    ...(code === undefined ? {} : { code }),
  };
};

const BASE = '/admin/delivery';

/** The Delivery section's calls over axios (the shared client adds /api and the admin's bearer token). */
export class AxiosDeliveryAdminApi implements DeliveryAdminApiPort {
  constructor(
    private readonly http: AxiosInstance,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  listPickupPoints(cityId: CityId) {
    return this.call(
      'GET pickup-points',
      () => this.http.get<unknown>(`${BASE}/pickup-points`, { params: { cityId } }),
      listOf(isPickupPoint),
    );
  }
  addPickupPoint(point: AdminPickupPointInput) {
    return this.call(
      'POST pickup-points',
      () => this.http.post<unknown>(`${BASE}/pickup-points`, point),
      isPickupPoint,
    );
  }
  editPickupPoint(id: string, point: AdminPickupPointInput) {
    return this.call(
      'PUT pickup-points',
      () => this.http.put<unknown>(`${BASE}/pickup-points/${encodeURIComponent(id)}`, point),
      isPickupPoint,
    );
  }
  deletePickupPoint(cityId: CityId, id: string) {
    return this.remove(() =>
      this.http.delete(`${BASE}/pickup-points/${encodeURIComponent(id)}`, { params: { cityId } }),
    );
  }

  listPaymentMethods(cityId: CityId) {
    return this.call(
      'GET payment-methods',
      () => this.http.get<unknown>(`${BASE}/payment-methods`, { params: { cityId } }),
      listOf(isPaymentMethod),
    );
  }
  setPaymentMethod(cityId: CityId, method: PayMethod, isAllowed: boolean) {
    return this.call(
      'PUT payment-methods',
      () => this.http.put<unknown>(`${BASE}/payment-methods/${method}`, { cityId, isAllowed }),
      isPaymentMethod,
    );
  }

  listZones(cityId: CityId) {
    return this.call(
      'GET zones',
      () => this.http.get<unknown>(`${BASE}/zones`, { params: { cityId } }),
      listOf(isZone),
    );
  }
  previewZones(cityId: CityId, format: ZoneFileFormat, content: string) {
    return this.call(
      'POST zones/preview',
      () => this.http.post<unknown>(`${BASE}/zones/preview`, { cityId, format, content }),
      isZonePreview,
    );
  }
  importZones(cityId: CityId, format: ZoneFileFormat, content: string) {
    return this.call(
      'POST zones/import',
      () => this.http.post<unknown>(`${BASE}/zones/import`, { cityId, format, content }),
      listOf(isZone),
    );
  }
  checkAddress(cityId: CityId, streetId: string, house: string) {
    return this.call(
      'POST address-check',
      () => this.http.post<unknown>(`${BASE}/address-check`, { cityId, streetId, house }),
      isAddressCheck,
    );
  }

  listLocalities(cityId: CityId) {
    return this.call(
      'GET localities',
      () => this.http.get<unknown>(`${BASE}/localities`, { params: { cityId } }),
      listOf(isLocality),
    );
  }
  addLocality(cityId: CityId, translation: Translated) {
    return this.call(
      'POST localities',
      () => this.http.post<unknown>(`${BASE}/localities`, { cityId, translation }),
      isLocality,
    );
  }
  renameLocality(cityId: CityId, id: number, translation: Translated) {
    return this.call(
      'PUT localities',
      () => this.http.put<unknown>(`${BASE}/localities/${id}`, { cityId, translation }),
      isLocality,
    );
  }
  deleteLocality(cityId: CityId, id: number) {
    return this.remove(() => this.http.delete(`${BASE}/localities/${id}`, { params: { cityId } }));
  }
  listStreets(cityId: CityId, localityId: number) {
    return this.call(
      'GET streets',
      () => this.http.get<unknown>(`${BASE}/streets`, { params: { cityId, localityId } }),
      listOf(isStreet),
    );
  }
  addStreet(street: AdminStreetInput) {
    return this.call('POST streets', () => this.http.post<unknown>(`${BASE}/streets`, street), isStreet);
  }
  renameStreet(cityId: CityId, id: string, translation: Translated) {
    return this.call(
      'PUT streets',
      () => this.http.put<unknown>(`${BASE}/streets/${encodeURIComponent(id)}`, { cityId, translation }),
      isStreet,
    );
  }
  deleteStreet(cityId: CityId, id: string) {
    return this.remove(() => this.http.delete(`${BASE}/streets/${encodeURIComponent(id)}`, { params: { cityId } }));
  }
  importStreets(cityId: CityId, localityId: number, format: StreetFileFormat, content: string) {
    return this.call(
      'POST streets/import',
      () => this.http.post<unknown>(`${BASE}/streets/import`, { cityId, localityId, format, content }),
      isStreetImportResult,
    );
  }

  private async call<T>(
    name: string,
    request: () => Promise<{ data: unknown }>,
    isAnswer: (value: unknown) => value is T,
  ): Promise<DeliveryAdminResult<T>> {
    const answer = await this.send(request);
    if (!answer.ok) return answer;
    if (isAnswer(answer.value)) return ok(answer.value);
    this.log(`${name} answered something that is not in the contract`, answer.value);
    return failureOf('unavailable', undefined);
  }

  private async remove(request: () => Promise<{ data: unknown }>): Promise<DeliveryAdminResult<null>> {
    const answer = await this.send(request);
    return answer.ok ? ok(null) : answer;
  }

  private async send(request: () => Promise<{ data: unknown }>): Promise<DeliveryAdminResult<unknown>> {
    try {
      return ok((await request()).data);
    } catch (error) {
      const response = isAxiosError(error) ? error.response : undefined;
      const reason = (response === undefined ? undefined : FAILURE_BY_STATUS[response.status]) ?? 'unavailable';
      // Refusals explain themselves; a server error's body is nothing staff can act on.
      if (reason === 'unavailable' || reason === 'unauthorized') return failureOf(reason, undefined);
      return failureOf(reason, messageOf(response?.data), codeOf(response?.data));
    }
  }
}
