import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import type { StreetSearchViewModel } from '../../view-models/checkout/street-search.view-model';
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

  /* Options are not focusable (focus stays in the box): the one the arrows point at is marked. */
  & [role='option'] {
    padding: 8px 12px;
    color: ${color.text};
    cursor: pointer;
  }

  & [role='option']:hover,
  & [role='option'][aria-selected='true'] {
    background: ${color.border};
  }
`;

const typedStreetButton = css`
  display: block;
  margin-top: 6px;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.accent};
  font: inherit;
  font-size: 14px;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

const optionId = (streetId: string): string => `checkout-street-option-${streetId}`;

/** The keys of the combobox pattern; any other key keeps its usual meaning. */
const onKey = (search: StreetSearchViewModel, event: KeyboardEvent<HTMLInputElement>): void => {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    search.moveActive(event.key === 'ArrowDown' ? 1 : -1);
  } else if (event.key === 'Enter' && search.chooseActive()) {
    // Choosing a street must not also submit the order form.
    event.preventDefault();
  } else if (event.key === 'Escape' && search.isOpen) {
    // Closes the list only, not the sidebar around the form.
    event.stopPropagation();
    search.close();
  }
};

/** The street search box with the domain's suggestions; the street is set only from the list. */
export const StreetSearchField = observer(({ vm }: { vm: OrderFormViewModel }) => {
  const { t } = useTranslation('checkout');
  const search = vm.contact.streetSearch;
  const error = vm.totals.errorFor('street');
  const active = search.activeStreet;
  return (
    <FormField
      label={t('fields.street')}
      required
      htmlFor="checkout-street"
      error={search.hint === null ? error : null}
    >
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
          aria-activedescendant={active === null ? undefined : optionId(active.id)}
          autoComplete="off"
          placeholder={t('fields.streetPlaceholder')}
          value={search.query}
          aria-invalid={error !== null}
          onFocus={search.open}
          onChange={(event) => search.type(event.target.value)}
          onKeyDown={(event) => onKey(search, event)}
        />
        {search.isOpen && search.suggestions.length > 0 && (
          <List id="checkout-street-list" role="listbox">
            {search.suggestions.map((street) => (
              <li
                key={street.id}
                id={optionId(street.id)}
                role="option"
                aria-selected={street.id === active?.id}
                // Keeps focus in the box, so choosing does not first close the list on blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => search.choose(street)}
              >
                {street.name}
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
      {search.canUseAsTyped && (
        <button type="button" className={typedStreetButton} onClick={search.useAsTyped}>
          {t('street.useAsTyped', { street: search.query.trim() })}
        </button>
      )}
    </FormField>
  );
});
