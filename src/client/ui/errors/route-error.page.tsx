import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import type { RouteErrorViewModel } from '../../view-models/route-error.view-model';
import { useInjected } from '../di/container-context';
import { useReplacesServerHead } from '../head/use-replaces-server-head';
import { accentButton } from '../styles/controls.styles';
import { color } from '../styles/theme';

const Panel = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 48px 20px;
  text-align: center;

  & p {
    max-width: 480px;
    color: ${color.muted};
  }
`;

const Status = styled.p`
  margin: 0;
  color: ${color.accent} !important;
  font-size: 72px;
  font-weight: 900;
  line-height: 1;
`;

/**
 * The root route's error element: any render or loading error of a page ends here. A failed
 * chunk (a deploy replaced the files) first tries the rate-limited reload.
 */
export const RouteErrorPage = observer(() => {
  const error = useRouteError();
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const routeError = useInjected<RouteErrorViewModel>(TOKENS.RouteErrorViewModel);
  const { t } = useTranslation();
  // A chunk failure shows nothing until the recovery has decided, so the error never flashes.
  const [reloading, setReloading] = useState(() => routeError.isChunkFailure(error));

  useEffect(() => {
    if (routeError.isChunkFailure(error)) {
      setReloading(routeError.recover());
    } else {
      setReloading(false);
      console.error(error);
    }
  }, [error, routeError]);

  useReplacesServerHead(!reloading);
  if (reloading) return null;
  const status = routeError.statusOf(error);
  return (
    <Panel>
      <title>{t('seo:error.title')}</title>
      <meta name="robots" content="noindex" />
      <Status>{status}</Status>
      <h1>{t('error.title', { status })}</h1>
      <p>{t('error.message')}</p>
      <Link className={accentButton} to={shell.cityHomePath} reloadDocument>
        {t('error.back')}
      </Link>
    </Panel>
  );
});
