import type { CityId } from '../../../domain/city/city';
import type { PayMethod } from '../../../domain/order/order-form';
import type { Translated } from '../../../domain/shared/locale';
import type { Ok } from '../../../domain/shared/result';
import type {
  AddressCheckAnswerDto,
  AdminLocalityDto,
  AdminPaymentMethodDto,
  AdminPickupPointDto,
  AdminPickupPointInput,
  AdminStreetDto,
  AdminStreetInput,
  AdminZoneDto,
  StreetFileFormat,
  StreetImportResultDto,
  ZoneFileFormat,
  ZoneImportPreviewDto,
} from '../../../domain/shop-api/admin-delivery.contract';

/**
 * Why a Delivery-section call gave nothing. 'unauthorized': staff must sign in again. 'invalid':
 * the server refused the input (400, 422); 'conflict': it clashes with what exists (409);
 * 'not-found': the thing is gone; 'unavailable': no usable answer.
 */
export type DeliveryAdminFailureReason = 'unauthorized' | 'invalid' | 'conflict' | 'not-found' | 'unavailable';

export interface DeliveryAdminFailure {
  readonly ok: false;
  readonly reason: DeliveryAdminFailureReason;
  /** The server's sentence, when it explained the refusal. */
  readonly message?: string;
  /** The request field the sentence names ('street.en', 'content'), when it names one. */
  readonly field?: string;
  /** The server's machine word for the refusal ('empty-field', 'invalid-zone-file'), when it gave one. */
  readonly code?: string;
}

export type DeliveryAdminResult<T> = Ok<T> | DeliveryAdminFailure;

/** The admin Delivery section's calls (admin-delivery.contract.ts). Failures are values, never thrown. */
export interface DeliveryAdminApiPort {
  listPickupPoints(cityId: CityId): Promise<DeliveryAdminResult<readonly AdminPickupPointDto[]>>;
  addPickupPoint(point: AdminPickupPointInput): Promise<DeliveryAdminResult<AdminPickupPointDto>>;
  editPickupPoint(id: string, point: AdminPickupPointInput): Promise<DeliveryAdminResult<AdminPickupPointDto>>;
  deletePickupPoint(cityId: CityId, id: string): Promise<DeliveryAdminResult<null>>;

  listPaymentMethods(cityId: CityId): Promise<DeliveryAdminResult<readonly AdminPaymentMethodDto[]>>;
  setPaymentMethod(
    cityId: CityId,
    method: PayMethod,
    isAllowed: boolean,
  ): Promise<DeliveryAdminResult<AdminPaymentMethodDto>>;

  listZones(cityId: CityId): Promise<DeliveryAdminResult<readonly AdminZoneDto[]>>;
  previewZones(
    cityId: CityId,
    format: ZoneFileFormat,
    content: string,
  ): Promise<DeliveryAdminResult<ZoneImportPreviewDto>>;
  importZones(
    cityId: CityId,
    format: ZoneFileFormat,
    content: string,
  ): Promise<DeliveryAdminResult<readonly AdminZoneDto[]>>;
  checkAddress(cityId: CityId, streetId: string, house: string): Promise<DeliveryAdminResult<AddressCheckAnswerDto>>;

  listLocalities(cityId: CityId): Promise<DeliveryAdminResult<readonly AdminLocalityDto[]>>;
  addLocality(cityId: CityId, translation: Translated): Promise<DeliveryAdminResult<AdminLocalityDto>>;
  renameLocality(cityId: CityId, id: number, translation: Translated): Promise<DeliveryAdminResult<AdminLocalityDto>>;
  deleteLocality(cityId: CityId, id: number): Promise<DeliveryAdminResult<null>>;
  listStreets(cityId: CityId, localityId: number): Promise<DeliveryAdminResult<readonly AdminStreetDto[]>>;
  addStreet(street: AdminStreetInput): Promise<DeliveryAdminResult<AdminStreetDto>>;
  renameStreet(cityId: CityId, id: string, translation: Translated): Promise<DeliveryAdminResult<AdminStreetDto>>;
  deleteStreet(cityId: CityId, id: string): Promise<DeliveryAdminResult<null>>;
  importStreets(
    cityId: CityId,
    localityId: number,
    format: StreetFileFormat,
    content: string,
  ): Promise<DeliveryAdminResult<StreetImportResultDto>>;
}
