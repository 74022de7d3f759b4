import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PaymentRecoveryViewModel } from '../../view-models/checkout/payment-recovery.view-model';
import { Notice } from '../order-status/order-status.styles';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { color } from '../styles/theme';

const Choices = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
  margin: 16px 0 24px;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }

  & p {
    margin: 0;
    color: ${color.muted};
    font-size: 14px;
  }
`;

const Error = styled.p`
  color: ${color.danger};
`;

interface PaymentRecoveryActionsProps {
  readonly vm: PaymentRecoveryViewModel;
  readonly onPayAgain: () => void;
  readonly onPayInCash: () => void;
}

/**
 * The two ways out of a failed or abandoned online payment, each saying what it leads to
 * (architecture/order-status.md); the thank-you page and the order status page both show it.
 */
export const PaymentRecoveryActions = observer(({ vm, onPayAgain, onPayInCash }: PaymentRecoveryActionsProps) => {
  const { t } = useTranslation('checkout');
  const locked = vm.busy !== null;
  return (
    <section aria-labelledby="payment-recovery-title" data-testid="payment-recovery">
      <h2 id="payment-recovery-title">{t('recovery.title')}</h2>
      <Notice data-tone="danger">{t('recovery.notPaid')}</Notice>
      <Choices>
        <li>
          <button
            type="button"
            className={accentButton}
            disabled={locked}
            aria-describedby="payment-recovery-again"
            onClick={onPayAgain}
            data-testid="payment-recovery-again"
          >
            {vm.busy === 'retry' ? t('recovery.working') : t('recovery.payAgain')}
          </button>
          <p id="payment-recovery-again">{t('recovery.payAgainHint')}</p>
        </li>
        <li>
          <button
            type="button"
            className={outlineButton}
            disabled={locked}
            aria-describedby="payment-recovery-cash"
            onClick={onPayInCash}
            data-testid="payment-recovery-cash"
          >
            {vm.busy === 'cash' ? t('recovery.working') : t('recovery.payInCash')}
          </button>
          <p id="payment-recovery-cash">{t('recovery.payInCashHint')}</p>
        </li>
      </Choices>
      <div aria-live="polite">
        {vm.error !== null && (
          <Error data-testid="payment-recovery-error">
            {'message' in vm.error ? vm.error.message : t(vm.error.key)}
          </Error>
        )}
      </div>
    </section>
  );
});

/** What the customer is told once the order is paid in cash (or waits for its SMS code). */
export const CashOutcomeNotice = observer(({ vm }: { readonly vm: PaymentRecoveryViewModel }) => {
  const { t } = useTranslation('checkout');
  const outcome = vm.cashOutcome;
  return (
    <div aria-live="polite">
      {outcome !== null && (
        <Notice data-tone="accent" data-testid="payment-recovery-outcome" data-outcome={outcome}>
          {t(outcome === 'placed' ? 'recovery.placed' : outcome === 'sms' ? 'recovery.sms' : 'recovery.smsElsewhere')}
        </Notice>
      )}
    </div>
  );
});
