import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import type { OrderSubmissionViewModel } from '../../view-models/checkout/order-submission.view-model';
import { useInjected } from '../di/container-context';
import { ModalActions } from '../modals/modal-actions';
import { ModalFrame } from '../modals/modal-frame';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { color, radius } from '../styles/theme';
import { errorText } from './checkout.styles';

const Boxes = styled.div`
  display: flex;
  gap: 10px;
  justify-content: center;
  margin: 16px 0;

  & input {
    width: 52px;
    height: 60px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: ${color.surfaceRaised};
    color: ${color.text};
    font-size: 28px;
    text-align: center;
  }

  & input:focus {
    border-color: ${color.accent};
    outline: none;
  }
`;

const Resend = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
  font-size: 14px;
  text-align: center;

  & button {
    padding: 4px 2px;
    border: 0;
    background: none;
    color: ${color.accent};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }

  & button:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/**
 * The confirmation-code modal: four single-digit boxes driven by the domain's reducer, and a new
 * code once a minute has passed. When no code can be sent any more only the phone call is left.
 */
export const SmsCodeModal = observer(() => {
  const submission = useInjected<OrderSubmissionViewModel>(TOKENS.OrderSubmissionViewModel);
  const form = useInjected<OrderFormViewModel>(TOKENS.OrderFormViewModel);
  const { t } = useTranslation('checkout');
  const titleId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const code = submission.code;
  const focus = code.state.focus;
  const open = submission.smsOrderId !== null;

  useEffect(() => {
    if (open) boxes.current[focus]?.focus();
  }, [open, focus]);

  if (!open) return null;
  const error = submission.smsError;
  const operatorCalls = submission.operatorCalls;
  const notice = submission.smsNotice;
  return (
    <ModalFrame name="sms-code" labelledBy={titleId} onClose={submission.closeSms}>
      <h2 id={titleId}>{t('sms.title')}</h2>
      <p>{t('sms.text', { phone: form.draft.form.phone })}</p>
      {!operatorCalls && (
        <Boxes
          onPaste={(event) => {
            event.preventDefault();
            code.paste(event.clipboardData.getData('text'));
          }}
        >
          {code.state.digits.map((digit, index) => (
            <input
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={t('sms.digit', { n: index + 1 })}
              value={digit}
              onFocus={() => code.focus(index)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && code.canConfirm) void submission.confirmCode();
                if (event.key.length === 1 || event.key === 'Backspace') {
                  event.preventDefault();
                  code.key(event.key);
                }
              }}
              onChange={() => {}}
            />
          ))}
        </Boxes>
      )}
      {error !== null && (
        <p className={errorText} role="alert" data-testid="sms-error">
          {'message' in error ? error.message : t(error.key)}
        </p>
      )}
      {notice !== null && (
        <p role="status" data-testid="sms-notice">
          {t(notice)}
        </p>
      )}
      {!operatorCalls && (
        <Resend data-testid="sms-resend">
          {submission.resend.secondsLeft > 0 ? (
            t('sms.resendIn', { time: submission.resend.text })
          ) : (
            <button type="button" disabled={!submission.canResend} onClick={() => void submission.resendCode()}>
              {t('sms.resend')}
            </button>
          )}
        </Resend>
      )}
      <ModalActions>
        {!operatorCalls && (
          <button
            type="button"
            className={accentButton}
            disabled={!code.canConfirm || submission.verifying}
            onClick={() => void submission.confirmCode()}
          >
            {t('sms.confirm')}
          </button>
        )}
        <button
          type="button"
          className={outlineButton}
          disabled={submission.verifying}
          onClick={() => void submission.confirmByPhoneCall()}
        >
          {t('sms.phoneCall')}
        </button>
      </ModalActions>
    </ModalFrame>
  );
});
