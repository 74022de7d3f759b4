import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useInjected } from '../di/container-context';
import { color, layout, media } from '../styles/theme';

const Bar = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${color.border};
  background: ${color.surface};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 24px;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 28px ${layout.gutter};
  color: ${color.muted};
  font-size: 14px;

  ${media.phone} {
    flex-direction: column;
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
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

const Contacts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  & a {
    color: ${color.text};
    font-weight: 600;
    text-decoration: none;
  }
`;

const FOOTER_PAGES = [
  { page: 'public-offer', key: 'publicOffer' },
  { page: 'delivery', key: 'delivery' },
  { page: 'about', key: 'about' },
  { page: 'vacancies', key: 'vacancies' },
] as const;

export const Footer = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const { t } = useTranslation();
  return (
    <Bar>
      <Inner>
        <nav aria-label={t('footer.links')}>
          <Links>
            {FOOTER_PAGES.map(({ page, key }) => (
              <li key={page}>
                <Link to={shell.pathTo(page)}>{t(`footer.${key}`)}</Link>
              </li>
            ))}
          </Links>
        </nav>
        <Contacts>
          <span>
            {t('brand')} · {t(`city.${shell.city}`)}
          </span>
          <a href={shell.phoneHref}>{shell.cityProfile.phone}</a>
          <span>{t('hours.label', { hours: shell.workHours })}</span>
        </Contacts>
      </Inner>
    </Bar>
  );
});
