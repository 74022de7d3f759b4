import { observer } from 'mobx-react-lite';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { BannerSlider } from '../banners/banner-slider';
import { Hero } from '../components/hero';
import { useInjected } from '../di/container-context';
import { MenuSections } from '../menu/menu-sections';
import { RepeatOrderBanner } from '../menu/repeat-order-banner';

/*
 * The two menu pages are one module: they are the same page with another hero, and one chunk
 * spares a menu page's first load a second request for the parts both share.
 */

/** '/' and '/{city}/': the burger menu. A city that sells no sushi is not promised any. */
export const HomePage = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const texts = shell.sushiEnabledIn(shell.city) ? 'home' : 'homeBurgers';
  return (
    <>
      <RepeatOrderBanner />
      <Hero headlineKey={`${texts}.headline`} leadKey={`${texts}.lead`} />
      <BannerSlider />
      <MenuSections />
    </>
  );
});

/** '/sushi/' and '/{city}/sushi/': rolls and sets, with the additions and drinks both pages share. */
export const SushiPage = () => (
  <>
    <RepeatOrderBanner />
    <Hero headlineKey="sushi.headline" leadKey="sushi.lead" />
    <BannerSlider />
    <MenuSections />
  </>
);
