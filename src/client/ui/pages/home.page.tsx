import { BannerSlider } from '../banners/banner-slider';
import { Hero } from '../components/hero';
import { MenuSections } from '../menu/menu-sections';
import { RepeatOrderBanner } from '../menu/repeat-order-banner';

/** '/' and '/{city}/': the burger menu (spec §2). */
export const HomePage = () => (
  <>
    <RepeatOrderBanner />
    <Hero headlineKey="home.headline" leadKey="home.lead" />
    <BannerSlider />
    <MenuSections />
  </>
);
