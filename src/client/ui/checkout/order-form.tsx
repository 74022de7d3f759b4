import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import type { OrderSubmissionViewModel } from '../../view-models/checkout/order-submission.view-model';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { color, radius } from '../styles/theme';
import { AddressFields } from './address-fields';
import { AddressMap } from './address-map';
import { CouponField } from './coupon-field';
import { checkRow, errorText, input } from './checkout.styles';
import { ContactFields } from './contact-fields';
import { DeliveryMessageText } from './delivery-message-text';
import { DeliveryTypeChoice } from './delivery-type-choice';
import { FormField } from './form-field';
import { OrderTotalsBlock } from './order-totals-block';
import { PaymentOptions } from './payment-options';
import { PickupPointField } from './pickup-point-field';
import { PreOrderFields } from './pre-order-fields';
import { SticksCounters } from './sticks-counters';

const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

const Message = styled.p`
  margin: 0 0 14px;
  padding: 10px 12px;
  border-radius: ${radius.small};
  background: ${color.surfaceRaised};
  font-size: 14px;
`;

const Autofill = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 14px;

  & button {
    min-height: 36px;
    font-size: 14px;
  }
`;

const Submit = styled.button`
  width: 100%;
  margin-top: 4px;
`;

// Says why the button beside it is greyed out; quieter than an error, the customer did nothing wrong yet.
const SubmitReason = css`
  margin: 6px 0 0;
  color: ${color.muted};
  font-size: 13px;
  text-align: center;
`;
const SUBMIT_REASON_ID = 'checkout-submit-reason';

/** The order form inside the sidebar's order step: thin, every rule is in the view-models. */
export const OrderForm = observer(() => {
  const vm = useInjected<OrderFormViewModel>(TOKENS.OrderFormViewModel);
  const submission = useInjected<OrderSubmissionViewModel>(TOKENS.OrderSubmissionViewModel);
  const { t } = useTranslation(['checkout', 'cart']);
  const error = submission.error;
  const blockReason = vm.totals.submitBlockReason;
  const type = vm.draft.form.deliveryType;
  return (
    <Form
      noValidate
      data-testid="order-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submission.submit();
      }}
    >
      {/* The order step takes over the cart's message area (same slot, same source). */}
      <Message data-slot="delivery-message" data-testid="checkout-delivery-message" aria-live="polite">
        <DeliveryMessageText />
      </Message>
      <Autofill>
        {vm.contact.hasPreviousOrder && (
          <button type="button" className={outlineButton} onClick={vm.contact.autofill}>
            {t('autofill')}
          </button>
        )}
        <button type="button" className={outlineButton} onClick={vm.contact.clearAutofill}>
          {t('clear')}
        </button>
      </Autofill>
      <ContactFields vm={vm} />
      <DeliveryTypeChoice vm={vm} />
      {type === 'self-pickup' ? <PickupPointField vm={vm} /> : <AddressFields vm={vm} />}
      {type === 'pre-order' && <PreOrderFields vm={vm} />}
      {/* The map and the coupon are the checkout parts' own components, read here only through the contract. */}
      {vm.delivery.needsAddress && <AddressMap />}
      <PaymentOptions vm={vm} />
      <label className={checkRow}>
        <input type="checkbox" checked={vm.draft.form.call} onChange={vm.delivery.toggleNoCall} />
        {t('fields.noCall')}
      </label>
      <label className={checkRow}>
        <input type="checkbox" checked={vm.draft.form.isEcoPack} onChange={vm.delivery.toggleEcoPack} />
        {t('fields.ecoPack')}
      </label>
      {vm.delivery.showsSticks && <SticksCounters vm={vm} />}
      <FormField label={t('fields.comment')} htmlFor="checkout-comment">
        <textarea
          id="checkout-comment"
          className={input}
          rows={2}
          value={vm.draft.form.comment}
          onChange={(event) => vm.delivery.setComment(event.target.value)}
        />
      </FormField>
      <CouponField />
      <OrderTotalsBlock vm={vm} />
      {vm.draft.submitAttempted && vm.totals.errorFor('total') !== null && (
        <p className={errorText}>{t('errors.below-minimum')}</p>
      )}
      {vm.draft.submitAttempted && vm.totals.errorFor('orders') !== null && (
        <p className={errorText}>{t('errors.orders-not-allowed')}</p>
      )}
      {error !== null && (
        <p className={errorText} role="alert" data-testid="submit-error">
          {'message' in error ? error.message : t(error.key)}
        </p>
      )}
      <Submit
        type="submit"
        className={accentButton}
        disabled={!vm.totals.canSubmit}
        aria-busy={submission.isSubmitting}
        aria-describedby={blockReason === null ? undefined : SUBMIT_REASON_ID}
      >
        {submission.isSubmitting ? t('submitting') : t('submit')}
      </Submit>
      {blockReason !== null && (
        <p id={SUBMIT_REASON_ID} className={SubmitReason} data-testid="submit-reason" aria-live="polite">
          {t(`errors.${blockReason}`)}
        </p>
      )}
    </Form>
  );
});
