import { BannerSlider } from '../banners/banner-slider';
import { Hero } from '../components/hero';
import { MenuSections } from '../menu/menu-sections';
import { RepeatOrderBanner } from '../menu/repeat-order-banner';

/** '/sushi/' and '/{city}/sushi/': rolls and sets, with the additions and drinks both pages share. */
export const SushiPage = () => (
  <>
    <RepeatOrderBanner />
    <Hero headlineKey="sushi.headline" leadKey="sushi.lead" />
    <BannerSlider />
    <MenuSections />
  </>
);
