import { useTranslation } from 'react-i18next';
import { TextPage } from '../components/text-page';

export const VacanciesPage = () => {
  const { t } = useTranslation('pages');
  return (
    <TextPage title={t('vacancies.title')}>
      <p>{t('vacancies.body')}</p>
    </TextPage>
  );
};
