import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type {
  ModifierGroupView,
  ModifierOptionView,
  ProductOptionsViewModel,
} from '../../view-models/product-options.view-model';
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

const Stepper = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 6px;

  & > button {
    width: 36px;
    height: 36px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: transparent;
    color: inherit;
    font-size: 18px;
    cursor: pointer;
  }

  & > button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }

  & > output {
    min-width: 1.5em;
    text-align: center;
    font-weight: 700;
  }
`;

const StepperRow = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 6px 12px;
  border: 1px solid ${color.border};
  border-radius: ${radius.small};

  & + & {
    margin-top: 6px;
  }

  &[data-chosen='true'] {
    border-color: ${color.accent};
    background: rgba(255, 198, 41, 0.08);
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

const OptionRow = ({
  option,
  type,
  name,
  onChange,
}: {
  option: ModifierOptionView;
  type: 'radio' | 'checkbox';
  name: string;
  onChange: () => void;
}) => (
  <Option>
    <input
      type={type}
      name={name}
      checked={option.chosen}
      disabled={!option.chosen && !option.canAdd && type === 'checkbox'}
      onChange={onChange}
    />
    <span>{option.name}</span>
    {option.surchargeText !== null && <small>{option.surchargeText}</small>}
  </Option>
);

/** An extra that can be taken more than once: − count +, bounded by its and the group's maximum. */
const OptionStepper = observer(
  ({ option, options }: { option: ModifierOptionView; options: ProductOptionsViewModel }) => {
    const { t } = useTranslation('menu');
    return (
      <StepperRow data-chosen={option.chosen}>
        <span>{option.name}</span>
        {option.surchargeText !== null && <small>{option.surchargeText}</small>}
        <Stepper>
          <button
            type="button"
            aria-label={t('options.less', { name: option.name })}
            disabled={!option.canRemove}
            onClick={() => options.removeOne(option.id)}
          >
            −
          </button>
          <output aria-live="polite" aria-label={t('options.count', { name: option.name, count: option.count })}>
            {option.count}
          </output>
          <button
            type="button"
            aria-label={t('options.more', { name: option.name })}
            disabled={!option.canAdd}
            onClick={() => options.addOne(option.id)}
          >
            +
          </button>
        </Stepper>
      </StepperRow>
    );
  },
);

const GroupFields = observer(({ group, options }: { group: ModifierGroupView; options: ProductOptionsViewModel }) => {
  const { t } = useTranslation('menu');
  const notes = [
    group.required ? t('options.required') : null,
    group.maxTotal === null ? null : t('options.upTo', { max: group.maxTotal }),
  ].filter((n) => n !== null);
  return (
    <Group>
      <legend>
        {group.name}
        {notes.length > 0 && ` · ${notes.join(', ')}`}
      </legend>
      {group.options.map((option) =>
        group.kind === 'one-of' ? (
          <OptionRow
            key={option.id}
            option={option}
            type="radio"
            name={`group-${group.id}`}
            onChange={() => options.chooseOne(option.id)}
          />
        ) : option.max === 1 ? (
          <OptionRow
            key={option.id}
            option={option}
            type="checkbox"
            name={`group-${group.id}`}
            onChange={() => options.toggle(option.id)}
          />
        ) : (
          <OptionStepper key={option.id} option={option} options={options} />
        ),
      )}
    </Group>
  );
});

/** The product's modifier groups (architecture/storefront-checkout.md, "Modifiers"), with the price of the result. */
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
        {options.groups.map((group) => (
          <GroupFields key={group.id} group={group} options={options} />
        ))}
        <Actions>
          <button type="button" className={outlineButton} onClick={options.cancel}>
            {t('options.cancel')}
          </button>
          <button type="submit" className={accentButton} disabled={!options.canConfirm}>
            {t('options.add', { price: options.previewText })}
          </button>
        </Actions>
      </form>
    </ModalFrame>
  );
});
