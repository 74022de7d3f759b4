import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { ModifierOptionView, ProductOptionsViewModel } from '../../view-models/product-options.view-model';
import { useInjected } from '../di/container-context';
import { ModalFrame } from '../modals/modal-frame';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { color, radius } from '../styles/theme';
import { ProductPicture } from './product-picture';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  margin-bottom: 12px;

  & > img,
  & > picture > img {
    flex: none;
    width: 72px;
    height: 72px;
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    object-fit: contain;
  }

  & h2 {
    margin: 0;
  }
`;

const Group = styled.fieldset`
  margin: 16px 0 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: 8px;
    padding: 0;
    color: ${color.muted};
    font-size: 13px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.small};
  cursor: pointer;

  & + & {
    margin-top: 6px;
  }

  &:has(input:checked) {
    border-color: ${color.accent};
    background: rgba(255, 198, 41, 0.08);
  }

  & > input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${color.accent};
  }

  & > span {
    flex: 1;
  }

  & > small {
    color: ${color.muted};
    font-size: 14px;
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 20px;
`;

const OptionRow = ({ option, type, name, onChange }: { option: ModifierOptionView; type: 'radio' | 'checkbox'; name: string; onChange: () => void }) => (
  <Option>
    <input type={type} name={name} checked={option.chosen} onChange={onChange} />
    <span>{option.name}</span>
    {option.surchargeText !== null && <small>{option.surchargeText}</small>}
  </Option>
);

/** The burger's patty (one choice) and extras (any), with the price of the result. */
export const ProductOptionsDialog = observer(() => {
  const options = useInjected<ProductOptionsViewModel>(TOKENS.ProductOptionsViewModel);
  const { t } = useTranslation('menu');
  const product = options.productView;
  if (product === null) return null;
  return (
    <ModalFrame labelledBy="product-options-title" onClose={options.cancel} name="product-options">
      <Head>
        <ProductPicture
          picture={product.picture}
          fallback={product.imgLink}
          sizes="72px"
          width={72}
          height={72}
          style={product.background === null ? undefined : { backgroundColor: product.background }}
        />
        <h2 id="product-options-title">{product.name}</h2>
      </Head>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          options.confirm();
        }}
      >
        {options.patties.length > 0 && (
          <Group>
            <legend>{t('options.patty')}</legend>
            {options.patties.map((option) => (
              <OptionRow key={option.id} option={option} type="radio" name="patty" onChange={() => options.choosePatty(option.id)} />
            ))}
          </Group>
        )}
        {options.extras.length > 0 && (
          <Group>
            <legend>{t('options.extras')}</legend>
            {options.extras.map((option) => (
              <OptionRow key={option.id} option={option} type="checkbox" name="extras" onChange={() => options.toggleExtra(option.id)} />
            ))}
          </Group>
        )}
        <Actions>
          <button type="button" className={outlineButton} onClick={options.cancel}>
            {t('options.cancel')}
          </button>
          <button type="submit" className={accentButton}>
            {t('options.add', { price: options.previewText })}
          </button>
        </Actions>
      </form>
    </ModalFrame>
  );
});
