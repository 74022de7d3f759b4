import { css } from '@linaria/core';
import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import {
  PROGRESS_DURATION_MS,
  type NavigationProgressViewModel,
} from '../../view-models/navigation-progress.view-model';
import { useInjected } from '../di/container-context';
import { color } from '../styles/theme';

// Keyframes are global by name; the class itself is never applied.
export const progressKeyframes = css`
  :global() {
    @keyframes shop-progress-grow {
      from {
        transform: scaleX(0);
      }
      to {
        transform: scaleX(0.9);
      }
    }

    @keyframes shop-progress-done {
      from {
        transform: scaleX(1);
        opacity: 1;
      }
      to {
        transform: scaleX(1);
        opacity: 0;
      }
    }
  }
`;

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 200;
  height: 3px;
  pointer-events: none;
`;

const Bar = styled.div`
  height: 100%;
  background: ${color.accent};
  box-shadow: 0 0 8px ${color.accent};
  transform-origin: left center;

  &[data-phase='running'] {
    animation-name: shop-progress-grow;
    animation-timing-function: cubic-bezier(0.1, 0.6, 0.3, 1);
    animation-fill-mode: forwards;
  }

  &[data-phase='finishing'] {
    animation: shop-progress-done 0.3s ease-out forwards;
  }
`;

/** A bar at the top while a page transition (chunk, data) takes longer than 200 ms. */
export const NavigationProgress = observer(() => {
  const vm = useInjected<NavigationProgressViewModel>(TOKENS.NavigationProgressViewModel);
  const { t } = useTranslation('frame');
  const busy = useNavigation().state !== 'idle';

  useEffect(() => {
    if (busy) vm.started();
    else vm.finished();
  }, [busy, vm]);
  useEffect(() => vm.dispose, [vm]);

  if (!vm.isVisible) return null;
  return (
    <Track role="progressbar" aria-label={t('progress.label')} aria-busy={vm.phase === 'running'}>
      <Bar
        data-phase={vm.phase}
        style={vm.phase === 'running' ? { animationDuration: `${PROGRESS_DURATION_MS}ms` } : undefined}
      />
    </Track>
  );
});
