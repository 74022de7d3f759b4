import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SticksCounter } from '../../../domain/sticks/sticks-rule';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import { color, radius } from '../styles/theme';
import { hintText } from './checkout.styles';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  font-size: 14px;

  & button {
    width: 32px;
    height: 32px;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: transparent;
    color: ${color.text};
    font: inherit;
    cursor: pointer;
  }

  & button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }

  & output {
    display: inline-block;
    width: 28px;
    text-align: center;
  }
`;

const COUNTERS: readonly { counter: SticksCounter; label: string }[] = [
  { counter: 'sticks', label: 'fields.sticks' },
  { counter: 'trainingSticks', label: 'fields.trainingSticks' },
];

/** Sticks and training sticks, bound by the rolls in the cart; disabled without rolls. */
export const SticksCounters = observer(({ vm }: { vm: OrderFormViewModel }) => {
  const { t } = useTranslation('checkout');
  const buttons = vm.delivery.sticks.buttons;
  return (
    <div data-testid="sticks">
      {COUNTERS.map(({ counter, label }) => (
        <Row key={counter}>
          <span>{t(label)}</span>
          <span>
            <button
              type="button"
              aria-label={t('fields.decrease', { what: t(label) })}
              disabled={!buttons[counter].decrease}
              onClick={() => vm.delivery.sticks.decrease(counter)}
            >
              −
            </button>
            <output data-testid={`${counter}-value`}>{vm.draft.form[counter]}</output>
            <button
              type="button"
              aria-label={t('fields.increase', { what: t(label) })}
              disabled={!buttons[counter].increase}
              onClick={() => vm.delivery.sticks.increase(counter)}
            >
              +
            </button>
          </span>
        </Row>
      ))}
      {!vm.delivery.sticks.hasRolls && <p className={hintText}>{t('fields.noRolls')}</p>}
    </div>
  );
});
