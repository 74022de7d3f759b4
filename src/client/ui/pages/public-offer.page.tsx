import { useTranslation } from 'react-i18next';
import { TextPage } from '../components/text-page';

export const PublicOfferPage = () => {
  const { t } = useTranslation('pages');
  return (
    <TextPage title={t('publicOffer.title')}>
      <p>{t('publicOffer.intro')}</p>
      <p>{t('publicOffer.order')}</p>
      <p>{t('publicOffer.payment')}</p>
      <p>{t('publicOffer.alcohol')}</p>
    </TextPage>
  );
};
