import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useShopHoursText } from './use-shop-hours-text';
import { useInjected } from '../di/container-context';
import { color, media, radius } from '../styles/theme';

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  padding: 40px;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: radial-gradient(circle at 85% 20%, rgba(255, 198, 41, 0.22), transparent 55%), ${color.surface};

  & h1 {
    max-width: 640px;
    font-size: 44px;
  }

  /* On a phone the menu should start within the first screen: a tighter card. */
  ${media.phone} {
    padding: 18px 16px;

    & h1 {
      margin-bottom: 8px;
      font-size: 24px;
    }
  }
`;

const Lead = styled.p`
  max-width: 560px;
  margin: 0 0 24px;
  color: ${color.muted};
  font-size: 18px;

  ${media.phone} {
    margin-bottom: 14px;
    font-size: 15px;
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PromiseBadge = styled.li`
  padding: 10px 18px;
  border-radius: ${radius.large};
  background: ${color.accent};
  color: ${color.onAccent};
  font-weight: 700;

  ${media.phone} {
    padding: 8px 14px;
    font-size: 14px;
  }
`;

const Hours = styled.li`
  padding: 10px 18px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  color: ${color.text};

  ${media.phone} {
    padding: 8px 14px;
    font-size: 14px;
  }
`;

/** The top of a menu page: headline for the city, the 29/59-minute promise and the work hours. */
export const Hero = observer(({ headlineKey, leadKey }: { headlineKey: string; leadKey: string }) => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const { t } = useTranslation(['pages', 'common']);
  const { key, first, second } = shell.deliveryPromise;
  const hours = useShopHoursText('common:hours');
  return (
    <Banner aria-labelledby="page-title">
      <h1 id="page-title">{t(headlineKey, { inCity: t(`common:city.in.${shell.city}`) })}</h1>
      <Lead>{t(leadKey)}</Lead>
      <Facts>
        <PromiseBadge>{t(`common:${key}`, { first, second })}</PromiseBadge>
        {hours !== null && <Hours data-testid="shop-hours">{hours}</Hours>}
      </Facts>
    </Banner>
  );
});
