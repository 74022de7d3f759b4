import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import { color, radius } from '../styles/theme';
import { hintText, input } from './checkout.styles';
import { FormField } from './form-field';

const Box = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  left: 0;
  z-index: 5;
  max-height: 188px;
  margin: 4px 0 0;
  padding: 4px 0;
  overflow: auto;
  border: 1px solid ${color.border};
  border-radius: ${radius.small};
  background: ${color.surfaceRaised};
  list-style: none;

  & button {
    width: 100%;
    padding: 8px 12px;
    border: 0;
    background: transparent;
    color: ${color.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }

  & button:hover,
  & button:focus {
    background: ${color.border};
    outline: none;
  }
`;

/** The street search box with the domain's suggestions; the street is set only from the list. */
export const StreetSearchField = observer(({ vm }: { vm: OrderFormViewModel }) => {
  const { t } = useTranslation('checkout');
  const search = vm.streetSearch;
  const error = vm.errorFor('street');
  return (
    <FormField label={t('fields.street')} required htmlFor="checkout-street" error={search.hint === null ? error : null}>
      <Box
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) search.close();
        }}
      >
        <input
          id="checkout-street"
          className={input}
          role="combobox"
          aria-expanded={search.isOpen}
          aria-controls="checkout-street-list"
          aria-autocomplete="list"
          autoComplete="off"
          placeholder={t('fields.streetPlaceholder')}
          value={search.query}
          aria-invalid={error !== null}
          onFocus={search.open}
          onChange={(event) => search.type(event.target.value)}
        />
        {search.isOpen && search.suggestions.length > 0 && (
          <List id="checkout-street-list" role="listbox">
            {search.suggestions.map((street) => (
              <li key={street.id} role="option" aria-selected={street.id === vm.form.address.street.id}>
                <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => search.choose(street)}>
                  {street.name}
                </button>
              </li>
            ))}
          </List>
        )}
      </Box>
      {search.hint !== null && (
        <span className={hintText} role="status" data-testid="street-hint">
          {t(`street.${search.hint}`)}
        </span>
      )}
    </FormField>
  );
});
