import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CouponViewModel } from '../../view-models/checkout/coupon.view-model';
import { color, radius } from '../styles/theme';
import { CouponItemMeasure } from './coupon-item-measure';

const Title = styled.p`
  margin: 10px 0 6px;
  font-weight: 700;
  color: ${color.text};
`;

/** The promo options list is about 149 px high; more gifts scroll. */
const List = styled.ul`
  max-height: 149px;
  margin: 0;
  padding: 4px;
  overflow-y: auto;
  list-style: none;
  border: 1px solid ${color.border};
  border-radius: ${radius.small};
  background: ${color.surfaceRaised};
`;

const Option = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  padding: 6px 8px;
  border: 1px solid transparent;
  border-radius: ${radius.small};
  background: transparent;
  color: ${color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible,
  &[aria-pressed='true'] {
    border-color: ${color.accent};
    outline: none;
  }

  img {
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: 6px;
    object-fit: cover;
    background: ${color.surface};
  }

  small {
    display: block;
    color: ${color.muted};
  }
`;

/** readyToChoose: one list per action that offers several gifts; a click takes that gift. */
export const CouponChoiceList = observer(({ coupon }: { coupon: CouponViewModel }) => {
  const { t } = useTranslation('checkout-parts');
  return (
    <>
      <Title>{t('coupon.choose')}</Title>
      {coupon.choiceGroups.map((group) => (
        <List key={group.actionIndex} aria-label={t('coupon.offers')} data-testid="coupon-choices">
          {group.items.map((item) => (
            <li key={item.iikoId}>
              <Option
                type="button"
                aria-pressed={group.chosen === item.iikoId}
                aria-label={t('coupon.chooseItem', { name: item.name })}
                onClick={() => coupon.choose(group.actionIndex, item.iikoId)}
              >
                <img src={item.photoUrl ?? '/logo.svg'} alt="" width={40} height={40} loading="lazy" />
                <span>
                  {item.name}
                  <small>
                    <CouponItemMeasure item={item} />
                  </small>
                </span>
              </Option>
            </li>
          ))}
        </List>
      ))}
    </>
  );
});
