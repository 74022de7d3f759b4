import { observer } from 'mobx-react-lite';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { BannerSlider } from '../banners/banner-slider';
import { Hero } from '../components/hero';
import { useInjected } from '../di/container-context';
import { MenuSections } from '../menu/menu-sections';
import { RepeatOrderBanner } from '../menu/repeat-order-banner';

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
