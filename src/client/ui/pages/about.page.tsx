import { useTranslation } from 'react-i18next';
import { TextPage } from '../components/text-page';

export const AboutPage = () => {
  const { t } = useTranslation('pages');
  return (
    <TextPage title={t('about.title')}>
      <p>{t('about.body')}</p>
    </TextPage>
  );
};
