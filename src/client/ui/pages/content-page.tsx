import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentPageDto } from '../../../domain/shop-api/catalog.contract';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import type { CitiesViewModel } from '../../view-models/cities.view-model';
import type { ContentPageViewModel } from '../../view-models/content-page.view-model';
import { StaffHtml } from '../components/staff-html';
import { TextPage } from '../components/text-page';
import { useInjected } from '../di/container-context';
import { outlineButton } from '../styles/controls.styles';
import { color, radius } from '../styles/theme';

const Placeholder = styled.div`
  display: grid;
  gap: 12px;
  margin: 8px 0 24px;

  & span {
    height: 16px;
    border-radius: ${radius.small};
    background: linear-gradient(90deg, ${color.surface}, ${color.surfaceRaised}, ${color.surface});
  }

  & span:nth-child(3n) {
    width: 70%;
  }
`;

const Problem = styled.div`
  margin: 8px 0 24px;
  padding: 20px;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: ${color.surface};

  & p {
    margin: 0 0 12px;
  }

  & a {
    white-space: nowrap;
  }
`;

interface Props {
  slug: ContentPageDto['slug'];
  /** pages:… key of the page's own title, shown until (or unless) the server's arrives. */
  titleKey: string;
  /** Shown under the server's text, e.g. facts computed from the shop's rules. */
  children?: ReactNode;
}

/** An information page: staff's title and text for the city in the current language (server-rendered, architecture/seo.md). */
export const ContentPage = observer(({ slug, titleKey, children }: Props) => {
  const vm = useInjected<ContentPageViewModel>(TOKENS.ContentPageViewModel);
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const cities = useInjected<CitiesViewModel>(TOKENS.CitiesViewModel);
  const { t } = useTranslation(['frame', 'pages']);
  const city = shell.city;

  useEffect(() => {
    void vm.ensureLoaded(slug);
  }, [vm, slug, city]);
  const status = vm.statusOf(slug);

  return (
    <TextPage title={vm.titleOf(slug) ?? t(`pages:${titleKey}`)}>
      {status === 'loading' && (
        <Placeholder role="status" aria-label={t('content.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index} />
          ))}
        </Placeholder>
      )}
      {status === 'error' && (
        <Problem role="alert">
          <p>{t('content.error')}</p>
          <p>
            {t('content.call')} <a href={cities.phoneHrefOf(city)}>{cities.phoneOf(city)}</a>
          </p>
          <button type="button" className={outlineButton} onClick={() => void vm.load(slug)}>
            {t('content.retry')}
          </button>
        </Problem>
      )}
      {status === 'ready' && <StaffHtml html={vm.htmlOf(slug)} />}
      {children}
    </TextPage>
  );
});
