import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isOrderStatus, ORDER_STATUSES } from '../../../domain/order/order-status';
import { MAX_STAFF_ORDER_SEARCH_LENGTH } from '../../../domain/order/staff-order-search';
import { activeFilterCount, NO_FILTERS, type BoardFilters as Filters } from '../../view-models/staff-orders.view-model';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { FilterForm, FilterToggle } from './orders-board.styles';

interface BoardFiltersProps {
  readonly filters: Filters;
  readonly onApply: (filters: Filters) => void;
  /** Unfolded on a phone (wider screens always show the filters). */
  readonly open: boolean;
  /** Applying or resetting folds them again on a phone. */
  readonly onFold: () => void;
}

/** The phone's "Фільтри" button, counting the filters applied; hidden on wider screens. */
export const BoardFiltersToggle = ({
  filters,
  open,
  onToggle,
}: {
  filters: Filters;
  open: boolean;
  onToggle: () => void;
}) => {
  const { t } = useTranslation('admin');
  const active = activeFilterCount(filters);
  return (
    <FilterToggle>
      <button
        type="button"
        className={outlineButton}
        aria-expanded={open}
        aria-controls="board-filters"
        onClick={onToggle}
      >
        {active === 0 ? t('board.filtersToggle') : t('board.filtersToggleActive', { count: active })}
      </button>
    </FilterToggle>
  );
};

/**
 * Status, day (Kyiv) and a code or phone: applied together, so a half-typed phone loads nothing.
 * On a phone they fold behind BoardFiltersToggle, so the orders themselves start on the first
 * screen; wider screens always show them.
 */
export const BoardFilters = ({ filters, onApply, open, onFold }: BoardFiltersProps) => {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState(filters.status ?? '');
  const [day, setDay] = useState(filters.day ?? '');
  const [search, setSearch] = useState(filters.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ status: isOrderStatus(status) ? status : null, day: day === '' ? null : day, search });
    onFold();
  };
  const reset = () => {
    setStatus('');
    setDay('');
    setSearch('');
    onApply(NO_FILTERS);
    onFold();
  };
  return (
    <FilterForm id="board-filters" role="search" aria-label={t('board.filters')} data-open={open} onSubmit={submit}>
      <label>
        <span>{t('board.status')}</span>
        <select value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{t('board.anyStatus')}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`orders.status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('board.day')}</span>
        <input type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      </label>
      <label data-wide>
        <span>{t('board.search')}</span>
        <input
          type="search"
          value={search}
          maxLength={MAX_STAFF_ORDER_SEARCH_LENGTH}
          placeholder={t('board.searchHint')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <div>
        <button type="submit" className={accentButton}>
          {t('board.apply')}
        </button>
        <button type="button" className={outlineButton} onClick={reset}>
          {t('board.reset')}
        </button>
      </div>
    </FilterForm>
  );
};
