import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import type { CartLineView } from '../../view-models/cart-line-view';
import { color, radius } from '../styles/theme';

const Row = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  grid-template-areas:
    'image name remove'
    'image counter price';
  align-items: center;
  gap: 6px 12px;
  padding: 14px 0;
  border-bottom: 1px solid ${color.border};

  &[data-locked='true'] {
    opacity: 0.6;
  }
`;

const Image = styled.img`
  grid-area: image;
  align-self: start;
  width: 56px;
  height: 56px;
  border-radius: ${radius.small};
  background: ${color.surfaceRaised};
  object-fit: contain;
`;

const Name = styled.div`
  grid-area: name;
  min-width: 0;

  & > strong {
    display: block;
    line-height: 1.3;
  }

  & > small {
    display: block;
    color: ${color.muted};
    font-size: 13px;
    line-height: 1.35;
  }
`;

const Counter = styled.div`
  grid-area: counter;
  display: inline-flex;
  align-items: center;
  gap: 4px;

  & > input {
    width: 28px;
    padding: 0;
    border: 0;
    background: transparent;
    color: ${color.text};
    font: inherit;
    font-weight: 700;
    text-align: center;
    -moz-appearance: textfield;
  }

  & > input::-webkit-inner-spin-button,
  & > input::-webkit-outer-spin-button {
    margin: 0;
    -webkit-appearance: none;
  }
`;

const Step = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  padding: 0;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${color.accent};
    color: ${color.accent};
  }

  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
`;

const Price = styled.strong`
  grid-area: price;
  justify-self: end;
  white-space: nowrap;
`;

const Remove = styled(Step)`
  grid-area: remove;
  justify-self: end;
  align-self: start;
  width: 28px;
  height: 28px;
  border-color: transparent;
  color: ${color.muted};
`;

/** One cart row: image, name with the patty and extras, − quantity +, line price, delete. */
export const CartLine = ({
  line,
  onDecrease,
  onIncrease,
  onRemove,
}: {
  line: CartLineView;
  onDecrease: (id: string) => void;
  onIncrease: (id: string) => void;
  onRemove: (id: string) => void;
}) => {
  const { t } = useTranslation('cart');
  const modifiers = line.modifierText;
  return (
    <Row data-locked={line.locked} data-line={line.id} aria-label={line.name}>
      <Image
        src={line.imgLink ?? '/logo.svg'}
        alt=""
        width={56}
        height={56}
        style={line.background === null ? undefined : { backgroundColor: line.background }}
      />
      <Name>
        <strong>{line.name}</strong>
        {modifiers !== '' && <small data-modifiers>{modifiers}</small>}
        {line.locked && <small>{t('line.locked')}</small>}
      </Name>
      <Counter>
        <Step
          type="button"
          aria-label={t('line.decrease', { name: line.name })}
          disabled={!line.canDecrease}
          onClick={() => onDecrease(line.id)}
        >
          −
        </Step>
        <input
          type="number"
          readOnly
          min={1}
          max={99}
          value={line.count}
          aria-label={t('line.quantity', { name: line.name })}
        />
        <Step
          type="button"
          aria-label={t('line.increase', { name: line.name })}
          disabled={!line.canIncrease}
          onClick={() => onIncrease(line.id)}
        >
          +
        </Step>
      </Counter>
      <Price data-line-total>{line.totalText}</Price>
      <Remove
        type="button"
        aria-label={t('line.remove', { name: line.name })}
        disabled={!line.canRemove}
        onClick={() => onRemove(line.id)}
      >
        <svg
          width="14"
          height="14"
          viewBox="0 0 16 16"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M3 3l10 10M13 3L3 13" />
        </svg>
      </Remove>
    </Row>
  );
};
