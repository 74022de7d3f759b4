import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { CallbackViewModel } from '../../view-models/callback.view-model';
import { useInjected } from '../di/container-context';
import { color, media, radius } from '../styles/theme';
import { usePageTopShown } from './use-page-top-shown';

const Floating = styled.button`
  position: fixed;
  left: 20px;
  bottom: 20px;
  z-index: 50;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 58px;
  height: 58px;
  border: 0;
  border-radius: ${radius.pill};
  background: ${color.accent};
  color: ${color.onAccent};
  box-shadow:
    0 0 0 6px rgba(255, 198, 41, 0.18),
    0 10px 24px rgba(0, 0, 0, 0.45);
  cursor: pointer;
  transition:
    transform 0.15s ease,
    opacity 0.2s ease,
    visibility 0.2s;

  /* Out of the way on a page's first screen (see below); hidden from every pointer and reader too. */
  &[data-away='true'] {
    /* Gone at once, so it never lies over the text it steps away from; it fades only when it comes back. */
    transition: none;
    opacity: 0;
    visibility: hidden;
    pointer-events: none;
  }

  &:hover {
    background: ${color.accentHover};
    transform: scale(1.06);
  }

  ${media.phone} {
    left: 14px;
    bottom: 14px;
    width: 52px;
    height: 52px;
  }
`;

/**
 * Fixed at the bottom left on every storefront page. A fixed button covers whatever lies
 * beneath it, so it keeps clear of the two places a reader rests: a page's first screen (where it
 * stays away until the page is scrolled; the navbar's phone is there for calling) and its end,
 * where the footer keeps a band free for it. Pages too short to scroll show it at once: their
 * footer, with that band, reaches the bottom of the window.
 */
export const CallbackButton = observer(() => {
  const vm = useInjected<CallbackViewModel>(TOKENS.CallbackViewModel);
  const { t } = useTranslation('frame');
  const away = usePageTopShown();
  if (vm.isOpen) return null;
  return (
    <Floating
      type="button"
      data-away={away}
      aria-label={t('callback.open')}
      title={t('callback.open')}
      aria-haspopup="dialog"
      onClick={vm.open}
    >
      <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
        <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z" />
      </svg>
    </Floating>
  );
});
