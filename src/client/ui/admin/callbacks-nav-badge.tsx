import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { CallbacksBadgeViewModel } from '../../view-models/callbacks-badge.view-model';
import { useInjected } from '../di/container-context';
import { visuallyHidden } from '../styles/controls.styles';
import { NavCount } from './admin-coupons.styles';

/** The number of new callback requests next to the 'Callbacks' navigation item; nothing while there are none. */
export const CallbacksNavBadge = observer(() => {
  const badge = useInjected<CallbacksBadgeViewModel>(TOKENS.CallbacksBadgeViewModel);
  const { t } = useTranslation('admin');
  if (badge.count === null || badge.count === 0) return null;
  return (
    <NavCount data-testid="callbacks-new-count">
      {badge.count}
      <span className={visuallyHidden}> {t('callbacks.newSuffix')}</span>
    </NavCount>
  );
});
