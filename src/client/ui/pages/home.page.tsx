import { Hero } from '../components/hero';
import { MenuSections } from '../components/menu-sections';

/** '/' and '/{city}/': the burger menu (spec §2). */
export const HomePage = () => (
  <>
    <Hero headlineKey="home.headline" leadKey="home.lead" />
    <MenuSections page="burgers" />
  </>
);
