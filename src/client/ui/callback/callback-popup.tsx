import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { CallbackViewModel } from '../../view-models/callback.view-model';
import { useInjected } from '../di/container-context';
import { ModalActions } from '../modals/modal-actions';
import { ModalFrame } from '../modals/modal-frame';
import { accentButton } from '../styles/controls.styles';
import { color } from '../styles/theme';
import { CallbackForm } from './callback-form';

const Alternative = styled.p`
  margin: 18px 0 0;
  padding-top: 16px;
  border-top: 1px solid ${color.border};
  font-size: 15px;

  & a {
    margin-left: 6px;
    color: ${color.accent};
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
  }
`;

/** Pending (form), error (form + message), success (thank-you and close). */
export const CallbackPopup = observer(() => {
  const vm = useInjected<CallbackViewModel>(TOKENS.CallbackViewModel);
  const { t } = useTranslation('frame');
  const titleId = useId();
  if (!vm.isOpen) return null;
  return (
    <ModalFrame name="callback" labelledBy={titleId} onClose={vm.close}>
      {vm.status === 'success' ? (
        <div role="status">
          <h2 id={titleId}>{t('callback.successTitle')}</h2>
          <p>{t('callback.success')}</p>
          <ModalActions>
            <button type="button" className={accentButton} onClick={vm.close}>
              {t('callback.close')}
            </button>
          </ModalActions>
        </div>
      ) : (
        <>
          <h2 id={titleId}>{t('callback.title')}</h2>
          <p>{t('callback.lead')}</p>
          <CallbackForm vm={vm} />
          <Alternative>
            {t('callback.orCall')}
            <a href={vm.cityPhoneHref}>{vm.cityPhone}</a>
          </Alternative>
        </>
      )}
    </ModalFrame>
  );
});
