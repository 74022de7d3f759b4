import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import type { CitiesViewModel } from '../../view-models/cities.view-model';
import { useInjected } from '../di/container-context';
import { color, media, radius } from '../styles/theme';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${color.text};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  & > svg {
    flex: none;
    color: ${color.accent};
  }

  ${media.tablet} {
    width: 36px;
    height: 36px;
    justify-content: center;
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};

    & > span {
      display: none;
    }
  }
`;

export const PhoneLink = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  // The server's number for the city (GET /api/cities), the built-in one until it answers.
  const cities = useInjected<CitiesViewModel>(TOKENS.CitiesViewModel);
  const { t } = useTranslation();
  const phone = cities.phoneOf(shell.city);
  return (
    <Anchor href={cities.phoneHrefOf(shell.city)} aria-label={t('phone.call', { phone })}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z" />
      </svg>
      <span>{phone}</span>
    </Anchor>
  );
});
