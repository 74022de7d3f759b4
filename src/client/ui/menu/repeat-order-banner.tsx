import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { RepeatOrderViewModel } from '../../view-models/repeat-order.view-model';
import { useHydrated } from '../app/use-hydrated';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { color, radius } from '../styles/theme';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 14px 20px;
  margin-bottom: 24px;
  padding: 18px 22px;
  border: 1px solid ${color.accent};
  border-radius: ${radius.large};
  background: linear-gradient(100deg, rgba(255, 198, 41, 0.14), transparent 70%), ${color.surface};

  & h2 {
    margin: 0 0 4px;
    font-size: 19px;
  }

  & p {
    margin: 0;
    color: ${color.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

/** Offers the city's previous order back: repeat fills the cart, dismiss hides the offer. */
export const RepeatOrderBanner = observer(() => {
  const repeat = useInjected<RepeatOrderViewModel>(TOKENS.RepeatOrderViewModel);
  const { t } = useTranslation('menu');
  // The previous order is in this browser's storage, which the server's HTML cannot know.
  const hydrated = useHydrated();
  if (!hydrated || !repeat.visible) return null;
  return (
    <Banner aria-labelledby="repeat-order-title">
      <div>
        <h2 id="repeat-order-title">{t('repeat.title')}</h2>
        <p>{t('repeat.summary', { names: repeat.names, total: repeat.totalText })}</p>
      </div>
      <Actions>
        <button type="button" className={outlineButton} onClick={repeat.dismiss}>
          {t('repeat.dismiss')}
        </button>
        <button type="button" className={accentButton} onClick={repeat.repeat}>
          {t('repeat.repeat')}
        </button>
      </Actions>
    </Banner>
  );
});
