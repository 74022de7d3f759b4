import { ContentPage } from './content-page';

export const PublicOfferPage = () => <ContentPage slug="public-offer" titleKey="publicOffer.title" />;
