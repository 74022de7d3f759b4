import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DELIVERY_FEE, FREE_DELIVERY_FROM, MIN_ORDER } from '../../../domain/pricing/pricing-constants';
import { color, radius } from '../styles/theme';
import { useShopHoursText } from '../components/use-shop-hours-text';
import { ContentPage } from './content-page';

const Facts = styled.aside`
  margin-top: 28px;
  padding: 20px 24px;
  border-left: 4px solid ${color.accent};
  border-radius: ${radius.small};
  background: ${color.surface};

  & h2 {
    font-size: 18px;
  }

  & p {
    margin: 0 0 8px;
  }
`;

/**
 * Staff's delivery text, plus the amounts and hours the order rules actually apply: the amounts
 * come from the domain's constants and the hours from the city's schedule, so this box cannot
 * drift from what checkout enforces.
 */
export const DeliveryPage = observer(() => {
  const { t } = useTranslation(['pages', 'frame']);
  const hours = useShopHoursText('pages:delivery.hours');
  return (
    <ContentPage slug="delivery" titleKey="delivery.title">
      <Facts aria-labelledby="delivery-facts">
        <h2 id="delivery-facts">{t('frame:content.facts')}</h2>
        <p>{t('delivery.minimum', { minimum: MIN_ORDER, fee: DELIVERY_FEE, free: FREE_DELIVERY_FROM })}</p>
        {hours !== null && <p data-testid="delivery-hours">{hours}</p>}
      </Facts>
    </ContentPage>
  );
});
