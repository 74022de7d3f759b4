import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { TextPage } from '../components/text-page';
import { useInjected } from '../di/container-context';
import { accentButton } from '../styles/controls.styles';

/** The order confirmation page; the order code arrives with the ordering flow. */
export const CheckoutPage = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const { t } = useTranslation('pages');
  return (
    <TextPage title={t('checkout.title')}>
      <p>{t('checkout.empty')}</p>
      <Link className={accentButton} to={shell.homePath}>
        {t('checkout.toMenu')}
      </Link>
    </TextPage>
  );
});
