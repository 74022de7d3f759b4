import { useTranslation } from 'react-i18next';
import { CITY_IDS, citySlugOf, type CityId } from '../../../domain/city/city';
import { Chips } from './admin-orders.styles';

/** The cities staff switch between, in the order the chips show them. */
const STAFF_CITY_IDS: readonly CityId[] = [CITY_IDS.lviv, CITY_IDS.kyiv];

interface AdminCityChipsProps {
  /** The screen's block of admin.json ('orders', 'menu'), which holds cityLabel and cities.{slug}. */
  readonly texts: 'orders' | 'menu' | 'callbacks' | 'delivery' | 'banners';
  readonly selected: CityId;
  readonly onSelect: (cityId: CityId) => void;
}

/** Lviv and Kyiv as chips, the selected one pressed: an admin screen shows one city at a time. */
export const AdminCityChips = ({ texts, selected, onSelect }: AdminCityChipsProps) => {
  const { t } = useTranslation('admin');
  return (
    <Chips role="group" aria-label={t(`${texts}.cityLabel`)}>
      {STAFF_CITY_IDS.map((cityId) => (
        <button key={cityId} type="button" aria-pressed={selected === cityId} onClick={() => onSelect(cityId)}>
          {t(`${texts}.cities.${citySlugOf(cityId)}`)}
        </button>
      ))}
    </Chips>
  );
};
