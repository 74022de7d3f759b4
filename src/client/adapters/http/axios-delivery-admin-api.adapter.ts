import type { AxiosRequestConfig } from 'axios';
import type { HttpClient } from './axios-http-client';
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
import { refusalMessageOf, sendRequest } from './http-request';

type Log = (message: string, details: unknown) => void;

const FAILURE_BY_STATUS: Readonly<Record<number, DeliveryAdminFailureReason>> = {
  400: 'invalid',
  401: 'unauthorized',
  404: 'not-found',
  409: 'conflict',
  413: 'invalid',
  422: 'invalid',
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
    private readonly http: HttpClient,
    private readonly log: Log = (message, details) => console.warn(message, details),
  ) {}

  listPickupPoints(cityId: CityId) {
    return this.call(
      'GET pickup-points',
      { method: 'get', url: `${BASE}/pickup-points`, params: { cityId } },
      listOf(isPickupPoint),
    );
  }
  addPickupPoint(point: AdminPickupPointInput) {
    return this.call(
      'POST pickup-points',
      { method: 'post', url: `${BASE}/pickup-points`, data: point },
      isPickupPoint,
    );
  }
  editPickupPoint(id: string, point: AdminPickupPointInput) {
    return this.call(
      'PUT pickup-points',
      { method: 'put', url: `${BASE}/pickup-points/${encodeURIComponent(id)}`, data: point },
      isPickupPoint,
    );
  }
  deletePickupPoint(cityId: CityId, id: string) {
    return this.remove({
      method: 'delete',
      url: `${BASE}/pickup-points/${encodeURIComponent(id)}`,
      params: { cityId },
    });
  }

  listPaymentMethods(cityId: CityId) {
    return this.call(
      'GET payment-methods',
      { method: 'get', url: `${BASE}/payment-methods`, params: { cityId } },
      listOf(isPaymentMethod),
    );
  }
  setPaymentMethod(cityId: CityId, method: PayMethod, isAllowed: boolean) {
    return this.call(
      'PUT payment-methods',
      { method: 'put', url: `${BASE}/payment-methods/${method}`, data: { cityId, isAllowed } },
      isPaymentMethod,
    );
  }

  listZones(cityId: CityId) {
    return this.call('GET zones', { method: 'get', url: `${BASE}/zones`, params: { cityId } }, listOf(isZone));
  }
  previewZones(cityId: CityId, format: ZoneFileFormat, content: string) {
    return this.call(
      'POST zones/preview',
      { method: 'post', url: `${BASE}/zones/preview`, data: { cityId, format, content } },
      isZonePreview,
    );
  }
  importZones(cityId: CityId, format: ZoneFileFormat, content: string) {
    return this.call(
      'POST zones/import',
      { method: 'post', url: `${BASE}/zones/import`, data: { cityId, format, content } },
      listOf(isZone),
    );
  }
  checkAddress(cityId: CityId, streetId: string, house: string) {
    return this.call(
      'POST address-check',
      { method: 'post', url: `${BASE}/address-check`, data: { cityId, streetId, house } },
      isAddressCheck,
    );
  }

  listLocalities(cityId: CityId) {
    return this.call(
      'GET localities',
      { method: 'get', url: `${BASE}/localities`, params: { cityId } },
      listOf(isLocality),
    );
  }
  addLocality(cityId: CityId, translation: Translated) {
    return this.call(
      'POST localities',
      { method: 'post', url: `${BASE}/localities`, data: { cityId, translation } },
      isLocality,
    );
  }
  renameLocality(cityId: CityId, id: number, translation: Translated) {
    return this.call(
      'PUT localities',
      { method: 'put', url: `${BASE}/localities/${id}`, data: { cityId, translation } },
      isLocality,
    );
  }
  deleteLocality(cityId: CityId, id: number) {
    return this.remove({ method: 'delete', url: `${BASE}/localities/${id}`, params: { cityId } });
  }
  listStreets(cityId: CityId, localityId: number) {
    return this.call(
      'GET streets',
      { method: 'get', url: `${BASE}/streets`, params: { cityId, localityId } },
      listOf(isStreet),
    );
  }
  addStreet(street: AdminStreetInput) {
    return this.call('POST streets', { method: 'post', url: `${BASE}/streets`, data: street }, isStreet);
  }
  renameStreet(cityId: CityId, id: string, translation: Translated) {
    return this.call(
      'PUT streets',
      { method: 'put', url: `${BASE}/streets/${encodeURIComponent(id)}`, data: { cityId, translation } },
      isStreet,
    );
  }
  deleteStreet(cityId: CityId, id: string) {
    return this.remove({ method: 'delete', url: `${BASE}/streets/${encodeURIComponent(id)}`, params: { cityId } });
  }
  importStreets(cityId: CityId, localityId: number, format: StreetFileFormat, content: string) {
    return this.call(
      'POST streets/import',
      { method: 'post', url: `${BASE}/streets/import`, data: { cityId, localityId, format, content } },
      isStreetImportResult,
    );
  }

  private async call<T>(
    name: string,
    request: AxiosRequestConfig,
    isAnswer: (value: unknown) => value is T,
  ): Promise<DeliveryAdminResult<T>> {
    const answer = await this.send(request);
    if (!answer.ok) return answer;
    if (isAnswer(answer.value)) return ok(answer.value);
    this.log(`${name} answered something that is not in the contract`, answer.value);
    return failureOf('unavailable', undefined);
  }

  private async remove(request: AxiosRequestConfig): Promise<DeliveryAdminResult<null>> {
    const answer = await this.send(request);
    return answer.ok ? ok(null) : answer;
  }

  private async send(request: AxiosRequestConfig): Promise<DeliveryAdminResult<unknown>> {
    const answer = await sendRequest(this.http, request);
    if (answer.ok) return answer;
    const reason = (answer.reason === 'status' ? FAILURE_BY_STATUS[answer.status] : undefined) ?? 'unavailable';
    // Refusals explain themselves; a server error's body is nothing staff can act on.
    if (answer.reason === 'no-answer' || reason === 'unavailable' || reason === 'unauthorized')
      return failureOf(reason, undefined);
    return failureOf(reason, refusalMessageOf(answer.body), codeOf(answer.body));
  }
}
