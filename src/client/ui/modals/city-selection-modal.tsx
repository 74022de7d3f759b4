import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { CitySelectionViewModel } from '../../view-models/city-selection.view-model';
import { useInjected } from '../di/container-context';
import { color, radius } from '../styles/theme';
import { ModalFrame } from './modal-frame';

const Choices = styled.ul`
  display: grid;
  gap: 12px;
  margin: 20px 0 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 18px;
  border: 1px solid ${color.border};
  border-radius: ${radius.large};
  background: ${color.surfaceRaised};
  color: ${color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover,
  &[aria-current='true'] {
    border-color: ${color.accent};
  }

  & strong {
    display: block;
    font-size: 20px;
  }

  & small {
    color: ${color.muted};
  }
`;

const Badge = styled.span`
  padding: 4px 10px;
  border-radius: ${radius.pill};
  background: rgba(255, 198, 41, 0.14);
  color: ${color.accent};
  font-size: 13px;
  white-space: nowrap;
`;

/** Choosing a city remembers it (city cookie) and opens that city's version of the page. */
export const CitySelectionModal = observer(() => {
  const vm = useInjected<CitySelectionViewModel>(TOKENS.CitySelectionViewModel);
  const navigate = useNavigate();
  const { t } = useTranslation(['frame', 'common']);
  const titleId = useId();
  if (!vm.isOpen) return null;
  return (
    <ModalFrame name="city-selection" labelledBy={titleId} onClose={vm.close}>
      <h2 id={titleId}>{t('citySelection.title')}</h2>
      <p>{t('citySelection.lead')}</p>
      <Choices>
        {vm.choices.map((choice) => (
          <li key={choice.slug}>
            <Choice type="button" aria-current={choice.isCurrent} onClick={() => navigate(vm.choose(choice.slug))}>
              <span>
                <strong>{choice.name ?? t(`common:city.${choice.slug}`)}</strong>
                <small>{choice.phone}</small>
              </span>
              {choice.isCurrent && <Badge>{t('citySelection.current')}</Badge>}
            </Choice>
          </li>
        ))}
      </Choices>
    </ModalFrame>
  );
});
