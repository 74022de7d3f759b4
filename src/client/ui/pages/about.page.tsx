import { ContentPage } from './content-page';

export const AboutPage = () => <ContentPage slug="about" titleKey="about.title" />;
