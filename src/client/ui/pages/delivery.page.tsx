import { styled } from '@linaria/react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_FEE, FREE_DELIVERY_FROM, MIN_ORDER } from '../../../domain/pricing/pricing-constants';
import { WORK_HOURS_TEXT } from '../../../domain/working-hours/working-hours.constants';
import { color, radius } from '../styles/theme';
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
 * Staff's delivery text, plus the amounts and hours the order rules actually apply: those come
 * from the domain's constants, so this box cannot drift from what checkout enforces.
 */
export const DeliveryPage = () => {
  const { t } = useTranslation(['pages', 'frame']);
  return (
    <ContentPage slug="delivery" titleKey="delivery.title">
      <Facts aria-labelledby="delivery-facts">
        <h2 id="delivery-facts">{t('frame:content.facts')}</h2>
        <p>{t('delivery.minimum', { minimum: MIN_ORDER, fee: DELIVERY_FEE, free: FREE_DELIVERY_FROM })}</p>
        <p>{t('delivery.hours', { hours: WORK_HOURS_TEXT })}</p>
      </Facts>
    </ContentPage>
  );
};
