import { useTranslation } from 'react-i18next';
import { DELIVERY_FEE, FREE_DELIVERY_FROM, MIN_ORDER } from '../../../domain/pricing/pricing-constants';
import { WORK_HOURS_TEXT } from '../../../domain/working-hours/working-hours.constants';
import { TextPage } from '../components/text-page';

/** The amounts come from the domain's constants, so the text cannot drift from the rules. */
export const DeliveryPage = () => {
  const { t } = useTranslation('pages');
  return (
    <TextPage title={t('delivery.title')}>
      <p>{t('delivery.zones')}</p>
      <p>{t('delivery.minimum', { minimum: MIN_ORDER, fee: DELIVERY_FEE, free: FREE_DELIVERY_FROM })}</p>
      <p>{t('delivery.payment')}</p>
      <p>{t('delivery.hours', { hours: WORK_HOURS_TEXT })}</p>
    </TextPage>
  );
};
