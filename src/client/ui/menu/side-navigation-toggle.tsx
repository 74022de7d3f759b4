import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { SideNavigationViewModel } from '../../view-models/side-navigation.view-model';
import { useInjected } from '../di/container-context';
import { color, media, radius } from '../styles/theme';
import { SIDE_NAVIGATION_ID } from './side-navigation';

const Button = styled.button`
  display: none;

  ${media.narrow} {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border: 1px solid ${color.border};
    border-radius: ${radius.small};
    background: transparent;
    color: ${color.text};
    cursor: pointer;

    &[aria-expanded='true'] {
      border-color: ${color.accent};
      color: ${color.accent};
    }
  }
`;

/** The burger-menu toggle of the navbar: shown at 642 px and below. */
export const SideNavigationToggle = observer(() => {
  const navigation = useInjected<SideNavigationViewModel>(TOKENS.SideNavigationViewModel);
  const { t } = useTranslation('menu');
  return (
    <Button
      type="button"
      aria-controls={SIDE_NAVIGATION_ID}
      aria-expanded={navigation.isOpen}
      aria-label={navigation.isOpen ? t('sideNav.close') : t('sideNav.open')}
      onClick={navigation.toggle}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 20 20"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        {navigation.isOpen ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
      </svg>
    </Button>
  );
});
