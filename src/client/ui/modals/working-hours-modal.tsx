import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { WorkingHoursNotice, WorkingHoursViewModel } from '../../view-models/working-hours.view-model';
import type { CheckoutAreaViewModel } from '../../view-models/checkout-area.view-model';
import type { OrderFormViewModel } from '../../view-models/checkout/order-form.view-model';
import { useInjected, useInjector } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { color } from '../styles/theme';
import { ModalActions } from './modal-actions';
import { ModalFrame } from './modal-frame';

const Notice = styled.section`
  & + & {
    margin-top: 20px;
    padding-top: 20px;
    border-top: 1px solid ${color.border};
  }
`;

const Moon = styled.div`
  width: 48px;
  height: 48px;
  margin-bottom: 12px;
  color: ${color.accent};
`;

/** On page load: what is stopped in the city and whether the kitchen sleeps. */
export const WorkingHoursModal = observer(() => {
  const vm = useInjected<WorkingHoursViewModel>(TOKENS.WorkingHoursViewModel);
  const titleId = useId();
  if (!vm.isOpen) return null;
  return (
    <ModalFrame name="working-hours" labelledBy={titleId} onClose={vm.dismiss}>
      {vm.notices.map((notice, index) => (
        <NoticeBlock
          key={notice.kind}
          notice={notice}
          titleId={index === 0 ? titleId : undefined}
          onDone={vm.dismiss}
        />
      ))}
    </ModalFrame>
  );
});

interface BlockProps {
  notice: WorkingHoursNotice;
  titleId: string | undefined;
  onDone: () => void;
}

const NoticeBlock = ({ notice, titleId, onDone }: BlockProps) => {
  const { t } = useTranslation('frame');
  const navigate = useNavigate();
  const checkoutArea = useInjected<CheckoutAreaViewModel>(TOKENS.CheckoutAreaViewModel);
  const injector = useInjector();
  // The order form loads on first use; the choice is made on it once it is there.
  const preferPreOrder = () =>
    checkoutArea.load().then(
      () => injector.get<OrderFormViewModel>(TOKENS.OrderFormViewModel).delivery.preferPreOrder(),
      () => undefined,
    );
  switch (notice.kind) {
    case 'global':
      return (
        <Notice>
          <h2 id={titleId}>{notice.text?.title ?? t('workingHours.globalTitle')}</h2>
          <p>{notice.text?.description ?? t('workingHours.globalText')}</p>
          <ModalActions>
            <button type="button" className={accentButton} onClick={onDone}>
              {t('workingHours.ok')}
            </button>
          </ModalActions>
        </Notice>
      );
    case 'section-stopped':
      return (
        <Notice>
          <h2 id={titleId}>{notice.text?.title ?? t(`workingHours.sectionTitle.${notice.section}`)}</h2>
          {notice.text?.description && <p>{notice.text.description}</p>}
          <ModalActions>
            {notice.links.map((link) => (
              <button
                key={link.section}
                type="button"
                className={accentButton}
                onClick={() => {
                  onDone();
                  navigate(link.path);
                }}
              >
                {t(`workingHours.goTo.${link.section}`)}
              </button>
            ))}
            <button type="button" className={outlineButton} onClick={onDone}>
              {t('workingHours.ok')}
            </button>
          </ModalActions>
        </Notice>
      );
    case 'night':
      return (
        <Notice>
          <Moon aria-hidden="true">
            <svg viewBox="0 0 24 24" width="48" height="48" fill="currentColor">
              <path d="M20.5 14.6A8.6 8.6 0 0 1 9.4 3.5a.6.6 0 0 0-.8-.7A9.8 9.8 0 1 0 21.2 15.4a.6.6 0 0 0-.7-.8z" />
            </svg>
          </Moon>
          <h2 id={titleId}>{t('workingHours.nightTitle')}</h2>
          <p>{t('workingHours.night', { hours: notice.hours })}</p>
          <p>{t('workingHours.preOrderOffer')}</p>
          <ModalActions>
            <button
              type="button"
              className={accentButton}
              onClick={() => {
                void preferPreOrder();
                onDone();
              }}
            >
              {t('workingHours.preOrder')}
            </button>
          </ModalActions>
        </Notice>
      );
  }
};
