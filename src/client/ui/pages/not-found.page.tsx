import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { NotFoundViewModel } from '../../view-models/not-found.view-model';
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

const Stopped = styled.p`
  margin: 12px 0 0;
  color: ${color.muted};
  font-size: 14px;
`;

/** A 404 offers both cities; choosing one remembers it; a stopped city cannot be chosen. */
export const NotFoundPage = observer(() => {
  const vm = useInjected<NotFoundViewModel>(TOKENS.NotFoundViewModel);
  const navigate = useNavigate();
  const { t } = useTranslation(['common', 'frame']);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <Panel aria-labelledby="not-found-title">
      <Code aria-hidden="true">404</Code>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <Message>{t('notFound.message')}</Message>
      <Message id="choose-city">{t('notFound.chooseCity')}</Message>
      <Buttons role="group" aria-labelledby="choose-city">
        {vm.cities.map((city, index) => (
          <button
            key={city}
            type="button"
            className={index === 0 ? accentButton : outlineButton}
            disabled={vm.isDisabled(city)}
            aria-describedby={vm.isDisabled(city) ? `stopped-${city}` : undefined}
            onClick={() => navigate(vm.choose(city))}
          >
            {t(`city.${city}`)}
          </button>
        ))}
      </Buttons>
      {vm.cities
        .filter((city) => vm.isDisabled(city))
        .map((city) => (
          <Stopped key={city} id={`stopped-${city}`}>
            {t('frame:notFound.stopped', { city: t(`city.${city}`) })}
          </Stopped>
        ))}
    </Panel>
  );
});
