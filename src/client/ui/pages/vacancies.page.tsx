import { ContentPage } from './content-page';

export const VacanciesPage = () => <ContentPage slug="vacancies" titleKey="vacancies.title" />;
