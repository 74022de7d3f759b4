import type { Translated } from '../shared/locale';
import type { DeliveryType } from '../order/order-form';

/** Functionalities staff can stop; `global` stops all ordering. */
export const FUNCTIONALITIES = ['global', 'burgers', 'sushi', 'delivery', 'self-pickup', 'pre-order'] as const;
export type Functionality = (typeof FUNCTIONALITIES)[number];

export interface StopText {
  readonly title: string;
  readonly description: string;
}

/** A working-hours record. */
export interface WorkingHoursRecord {
  readonly cityId: number;
  readonly isStoped: boolean;
  readonly functionality: Functionality;
  readonly translation: Partial<Translated<StopText>>;
}

export interface SiteManagement {
  readonly disabledFunctionalities: readonly Functionality[];
  readonly disabledDeliveryTypes: readonly DeliveryType[];
  readonly isDefaultNonWorking: boolean;
  readonly workingHours: { readonly open: string; readonly close: string };
}
