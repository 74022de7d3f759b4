import { Hero } from '../components/hero';
import { MenuSections } from '../components/menu-sections';

/** '/sushi/' and '/{city}/sushi/': rolls and sets. */
export const SushiPage = () => (
  <>
    <Hero headlineKey="sushi.headline" leadKey="sushi.lead" />
    <MenuSections page="sushi" />
  </>
);
