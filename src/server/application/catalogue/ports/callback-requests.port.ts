import type { CityId } from '../../../../domain/city/city';

/** A customer asking to be called back, as accepted. */
export interface NewCallbackRequest {
  readonly cityId: CityId | null;
  readonly name: string;
  /** Masked: +38 (0##) ### ## ## */
  readonly phone: string;
  readonly comment: string;
  readonly createdAt: Date;
}

export interface CallbackRequestsPort {
  save(request: NewCallbackRequest): Promise<void>;
}
