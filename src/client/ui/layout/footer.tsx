import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SOCIAL_PROFILES } from './social-profiles';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import type { CitiesViewModel } from '../../view-models/cities.view-model';
import type { CitySelectionViewModel } from '../../view-models/city-selection.view-model';
import { useShopHoursText } from '../components/use-shop-hours-text';
import { useInjected } from '../di/container-context';
import { color, layout, media, radius } from '../styles/theme';
import { SocialIcon } from './social-icon';

const Bar = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${color.border};
  background: ${color.surface};
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: 1.2fr 1fr auto;
  gap: 28px;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  /* Room at the bottom: scrolled to the end, the floating callback button must not cover the hours. */
  padding: 32px ${layout.gutter} 96px;
  color: ${color.muted};
  font-size: 14px;

  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }

  ${media.phone} {
    grid-template-columns: 1fr;
    gap: 24px;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;

  & h2 {
    margin: 0 0 6px;
    color: ${color.text};
    font-size: 15px;
  }
`;

const Phone = styled.a`
  color: ${color.text};
  font-size: 18px;
  font-weight: 700;
  text-decoration: none;

  &:hover {
    color: ${color.accent};
  }
`;

const CityButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.accent};
  font: inherit;
  text-decoration: underline dotted;
  text-underline-offset: 3px;
  cursor: pointer;
`;

const Links = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    color: ${color.text};
    text-decoration: none;
  }

  & a:hover {
    color: ${color.accent};
  }
`;

const Social = styled.ul`
  display: flex;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 42px;
    height: 42px;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    color: ${color.text};
  }

  & a:hover {
    border-color: ${color.accent};
    color: ${color.accent};
  }
`;

const FOOTER_PAGES = [
  { page: 'public-offer', key: 'publicOffer' },
  { page: 'delivery', key: 'delivery' },
  { page: 'about', key: 'about' },
  { page: 'vacancies', key: 'vacancies' },
] as const;

/** Work hours, the information pages and the social profiles. */
export const Footer = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const cities = useInjected<CitiesViewModel>(TOKENS.CitiesViewModel);
  const citySelection = useInjected<CitySelectionViewModel>(TOKENS.CitySelectionViewModel);
  const { t } = useTranslation(['common', 'frame']);
  const cityName = t(`common:city.${shell.city}`);
  const hours = useShopHoursText('common:hours');
  return (
    <Bar>
      <Inner>
        <Column>
          <h2>{t('frame:footer.contacts')}</h2>
          <span>
            {t('brand')} · {t('frame:citySelection.yourCity', { city: cityName })}
          </span>
          <CityButton type="button" aria-haspopup="dialog" onClick={citySelection.open}>
            {t('frame:citySelection.open')}
          </CityButton>
          <Phone href={cities.phoneHrefOf(shell.city)}>{cities.phoneOf(shell.city)}</Phone>
          {hours !== null && <span data-testid="footer-hours">{hours}</span>}
        </Column>
        <Column>
          <h2 id="footer-links-title">{t('footer.links')}</h2>
          <nav aria-labelledby="footer-links-title">
            <Links>
              {FOOTER_PAGES.map(({ page, key }) => (
                <li key={page}>
                  <Link to={shell.pathTo(page)}>{t(`footer.${key}`)}</Link>
                </li>
              ))}
            </Links>
          </nav>
        </Column>
        <Column>
          <h2 id="footer-social-title">{t('frame:footer.social')}</h2>
          <Social aria-labelledby="footer-social-title">
            {SOCIAL_PROFILES.map(({ network, url }) => (
              <li key={network}>
                <a href={url} target="_blank" rel="noopener noreferrer" aria-label={t(`frame:footer.${network}`)}>
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </Social>
        </Column>
      </Inner>
    </Bar>
  );
});
