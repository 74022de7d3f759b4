import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '../../view-models/product-view';
import { color, media, radius } from '../styles/theme';
import { DietaryTagIcon } from './dietary-tag-icon';
import { ProductPicture } from './product-picture';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: ${color.surface};
  transition: border-color 0.15s ease;

  &:hover {
    border-color: #4a4a4a;
  }

  &[data-disabled='true'] img {
    filter: grayscale(1);
    opacity: 0.45;
  }

  &[data-disabled='true'] h3,
  &[data-disabled='true'] [data-price] {
    color: ${color.muted};
  }

  ${media.phone} {
    &[data-compact='false'] {
      flex-direction: row;
    }
  }
`;

const Picture = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  background: radial-gradient(circle at 50% 55%, rgba(255, 198, 41, 0.14), transparent 62%), ${color.surfaceRaised};

  & > img,
  & > picture > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    padding: 6%;
  }

  ${media.phone} {
    [data-compact='false'] > & {
      flex: none;
      width: 128px;
      aspect-ratio: auto;
      min-height: 128px;
    }
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 10px;
  left: 10px;
  padding: 2px 8px;
  border-radius: ${radius.pill};
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.02em;

  &[data-kind='adults'] {
    background: ${color.danger};
    color: ${color.onAccent};
  }

  &[data-kind='stop'] {
    top: auto;
    bottom: 10px;
    background: rgba(20, 20, 20, 0.85);
    border: 1px solid ${color.border};
    color: ${color.text};
    font-weight: 700;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  padding: 14px 16px 16px;

  & > h3 {
    margin: 0;
    font-size: 17px;
    line-height: 1.25;
  }

  & > p {
    display: -webkit-box;
    margin: 0;
    overflow: hidden;
    color: ${color.muted};
    font-size: 14px;
    line-height: 1.4;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
  }

  ${media.phone} {
    padding: 12px 14px 14px;

    & > p {
      -webkit-line-clamp: 2;
    }
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 10px;
  margin-top: auto;
  padding-top: 8px;
`;

const Price = styled.div`
  display: flex;
  flex-direction: column;
  line-height: 1.2;

  & > strong {
    font-size: 20px;
    white-space: nowrap;
  }

  & > span {
    color: ${color.muted};
    font-size: 13px;
  }
`;

const AddButton = styled.button`
  min-height: 40px;
  padding: 0 18px;
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: ${color.onAccent};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${color.accentHover};
  }

  &:disabled {
    background: ${color.surfaceRaised};
    color: ${color.muted};
    cursor: not-allowed;
  }
`;

/* Small labels under the name: an icon for a quick look, the word for everyone (and screen readers). */
const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 6px;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    padding: 1px 8px;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    color: ${color.text};
    font-size: 12px;
    line-height: 1.5;
  }

  & > li > svg {
    flex: none;
    color: ${color.muted};
  }

  & > li[data-tag='spicy'] {
    border-color: ${color.danger};
  }

  & > li[data-tag='spicy'] > svg {
    color: ${color.danger};
  }
`;

interface Props {
  product: ProductView;
  compact: boolean;
  onAdd: (productId: string) => void;
  /** In view on arrival (the first cards): its picture loads at once instead of lazily. */
  eager?: boolean;
}

// The card's picture box: a phone's row keeps 128px, two columns on a tablet, three or four on a desktop.
const CARD_PICTURE_SIZES = '(max-width: 539.98px) 128px, (max-width: 1023.98px) 45vw, 320px';

/** One product of the menu. Pure rendering: what 'add' does is the options view-model's business. */
export const ProductCard = ({ product, compact, onAdd, eager = false }: Props) => {
  const { t } = useTranslation('menu');
  const label = product.hasOptions
    ? t('product.chooseNamed', { name: product.name, groups: product.optionGroups.join(', ') })
    : t('product.addNamed', { name: product.name });
  return (
    <Card
      data-disabled={product.disabled}
      data-compact={compact}
      data-product={product.id}
      aria-labelledby={`product-${product.id}`}
    >
      <Picture style={product.background === null ? undefined : { backgroundColor: product.background }}>
        <ProductPicture
          picture={product.picture}
          fallback={product.imgLink}
          sizes={CARD_PICTURE_SIZES}
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
        />
        {product.isAlcohol && (
          <Badge data-kind="adults" title={t('product.adultsOnlyHint')}>
            {t('product.adultsOnly')}
          </Badge>
        )}
        {product.disabled && <Badge data-kind="stop">{t('product.notAvailable')}</Badge>}
      </Picture>
      <Body>
        <h3 id={`product-${product.id}`}>{product.name}</h3>
        {product.tags.length > 0 && (
          <Tags aria-label={t('product.tagsLabel')} data-testid="product-tags">
            {product.tags.map((tag) => (
              <li key={tag} data-tag={tag}>
                <DietaryTagIcon tag={tag} />
                {t(`product.tag.${tag}`)}
              </li>
            ))}
          </Tags>
        )}
        {!compact && product.description !== '' && <p>{product.description}</p>}
        <Footer>
          <Price>
            <strong data-price>{product.priceText}</strong>
            {product.measure !== null && (
              <span>{t(`product.${product.measure.unit}`, { value: product.measure.value })}</span>
            )}
          </Price>
          <AddButton type="button" disabled={product.disabled} aria-label={label} onClick={() => onAdd(product.id)}>
            {product.hasOptions ? t('product.choose') : t('product.add')}
          </AddButton>
        </Footer>
      </Body>
    </Card>
  );
};
