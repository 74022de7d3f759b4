import type { CityId } from '../../../domain/city/city';
import type { Translated } from '../../../domain/shared/locale';
import type { AdminPickupPointDto, AdminPickupPointInput } from '../../../domain/shop-api/admin-delivery.contract';

/** The pickup point form as staff fill it: null id while adding. */
export interface PickupPointDraft {
  readonly id: string | null;
  readonly locality: Translated;
  readonly street: Translated;
  readonly house: string;
  readonly hours: string;
  readonly isOpen: boolean;
}

const EMPTY: Translated = { uk: '', en: '', ru: '' };

export const newPickupPointDraft = (): PickupPointDraft => ({
  id: null,
  locality: EMPTY,
  street: EMPTY,
  house: '',
  hours: '',
  isOpen: true,
});

export const draftOfPickupPoint = (point: AdminPickupPointDto): PickupPointDraft => ({
  id: point.id,
  locality: point.locality,
  street: point.street,
  house: point.house,
  hours: point.hours,
  isOpen: point.isOpen,
});

export const inputOfDraft = (cityId: CityId, draft: PickupPointDraft): AdminPickupPointInput => ({
  cityId,
  locality: draft.locality,
  street: draft.street,
  house: draft.house,
  hours: draft.hours,
  isOpen: draft.isOpen,
});

/** The fields of the form by their request names ('street.en'), as the server names them in refusals. */
export type PickupPointField = `${'locality' | 'street'}.${keyof Translated}` | 'house' | 'hours';

export const withField = (draft: PickupPointDraft, field: PickupPointField, value: string): PickupPointDraft => {
  const [name, locale] = field.split('.') as ['locality' | 'street' | 'house' | 'hours', keyof Translated | undefined];
  if (locale !== undefined && (name === 'locality' || name === 'street'))
    return { ...draft, [name]: { ...draft[name], [locale]: value } };
  return { ...draft, [name]: value };
};

export const fieldValue = (draft: PickupPointDraft, field: PickupPointField): string => {
  const [name, locale] = field.split('.') as ['locality' | 'street' | 'house' | 'hours', keyof Translated | undefined];
  if (locale !== undefined && (name === 'locality' || name === 'street')) return draft[name][locale];
  return name === 'house' || name === 'hours' ? draft[name] : '';
};
