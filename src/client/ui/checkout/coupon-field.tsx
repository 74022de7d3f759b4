import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { CouponViewModel } from '../../view-models/checkout/coupon.view-model';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton, visuallyHidden } from '../styles/controls.styles';
import { CouponApplied } from './coupon-applied';
import { CouponChoiceList } from './coupon-choice-list';
import { couponHint, couponInput, couponLoader } from './coupon-field.styles';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;

  /* Narrower than the form's other buttons: at 375 px the field keeps room for its whole hint. */
  & > button {
    flex: none;
    padding: 0 14px;
  }
`;

/**
 * The promo code field: apply (default, error), a loader (loading), the gift list
 * (readyToChoose), reselect with the accepted block (applied), and the error hint.
 */
export const CouponField = observer(() => {
  const coupon = useInjected<CouponViewModel>(TOKENS.Coupon);
  const { t } = useTranslation('checkout-parts');
  const inputId = useId();
  const hintId = useId();
  const { state } = coupon;
  return (
    <div data-testid="coupon-field" data-state={state}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {t('coupon.label')}
      </label>
      <Row>
        <input
          id={inputId}
          className={couponInput}
          value={coupon.fieldValue}
          placeholder={t('coupon.placeholder')}
          readOnly={coupon.readOnly}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={state === 'error'}
          aria-describedby={state === 'error' ? hintId : undefined}
          onChange={(event) => coupon.input(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && coupon.canApply) {
              event.preventDefault();
              coupon.apply();
            }
          }}
        />
        {state === 'default' || state === 'error' ? (
          <button type="button" className={accentButton} disabled={!coupon.canApply} onClick={coupon.apply}>
            {t('coupon.apply')}
          </button>
        ) : null}
        {state === 'loading' ? <span className={couponLoader} role="status" aria-label={t('coupon.loading')} /> : null}
        {coupon.canReselect ? (
          <button type="button" className={outlineButton} onClick={coupon.reselect}>
            {t('coupon.reselect')}
          </button>
        ) : null}
      </Row>
      {state === 'error' ? (
        <p id={hintId} className={couponHint} role="alert">
          {coupon.errorMessage ?? t('coupon.error')}
        </p>
      ) : null}
      {state === 'readyToChoose' ? <CouponChoiceList coupon={coupon} /> : null}
      {state === 'applied' ? <CouponApplied coupon={coupon} /> : null}
    </div>
  );
});
