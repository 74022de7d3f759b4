import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { color } from '../styles/theme';

const Panel = styled.section`
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  color: ${color.accent};
  font-size: 72px;
  font-weight: 900;
  line-height: 1;
`;

const Message = styled.p`
  color: ${color.muted};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

/** Spec §2: a 404 offers both cities; choosing one remembers it and opens its main page. */
export const NotFoundPage = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="not-found-title">
      <Code aria-hidden="true">404</Code>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <Message>{t('notFound.message')}</Message>
      <Message id="choose-city">{t('notFound.chooseCity')}</Message>
      <Buttons role="group" aria-labelledby="choose-city">
        {shell.cities.map((city, index) => (
          <button
            key={city}
            type="button"
            className={index === 0 ? accentButton : outlineButton}
            onClick={() => navigate(shell.switchCity(city))}
          >
            {t(`city.${city}`)}
          </button>
        ))}
      </Buttons>
    </Panel>
  );
});
