import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatHryvnias } from '../../../domain/shared/money';
import type { CouponViewModel } from '../../view-models/checkout/coupon.view-model';
import { color, radius } from '../styles/theme';
import { CouponItemMeasure } from './coupon-item-measure';
import { linkButton } from './coupon-field.styles';

const Block = styled.div`
  margin-top: 8px;
  padding: 10px 12px;
  border: 1px solid ${color.accent};
  border-radius: ${radius.small};
  background: ${color.surface};
  font-size: 14px;

  p {
    margin: 0 0 4px;
  }

  ul {
    margin: 4px 0 6px;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }

  img {
    width: 32px;
    height: 32px;
    border-radius: 6px;
    object-fit: cover;
  }

  small {
    color: ${color.muted};
  }
`;

const Accepted = styled.p`
  color: ${color.accent};
  font-weight: 700;
`;

/** applied: what the code gives (discount, chosen gifts) and the cancel link. */
export const CouponApplied = observer(({ coupon }: { coupon: CouponViewModel }) => {
  const { t } = useTranslation('checkout-parts');
  return (
    <Block data-testid="coupon-applied">
      <Accepted>{t('coupon.accepted', { code: coupon.appliedValue })}</Accepted>
      {coupon.discount > 0 ? <p>{t('coupon.discount', { amount: formatHryvnias(coupon.discount) })}</p> : null}
      {coupon.chosenItems.length > 0 ? (
        <>
          <p>{t('coupon.gifts')}</p>
          <ul>
            {coupon.chosenItems.map((item) => (
              <li key={item.iikoId}>
                <img src={item.photoUrl ?? '/logo.svg'} alt="" width={32} height={32} />
                <span>
                  {item.name}{' '}
                  <small>
                    <CouponItemMeasure item={item} />
                  </small>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className={linkButton} onClick={coupon.cancel}>
        {t('coupon.cancel')}
      </button>
    </Block>
  );
});
