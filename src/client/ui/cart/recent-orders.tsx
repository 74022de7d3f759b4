import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOKENS } from '../../di/tokens';
import type { CartViewModel } from '../../view-models/cart.view-model';
import type { RecentOrdersViewModel } from '../../view-models/recent-orders.view-model';
import { useInjected } from '../di/container-context';
import { outlineButton } from '../styles/controls.styles';
import { color, radius } from '../styles/theme';

const Section = styled.section`
  margin-top: 28px;
  padding-top: 18px;
  border-top: 1px solid ${color.border};

  & > h3 {
    margin: 0 0 10px;
    font-size: 17px;
  }

  & > ul {
    display: grid;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Entry = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border: 1px solid ${color.border};
  border-radius: ${radius.small};

  & > div {
    flex: 1;
    min-width: 0;
  }

  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }

  & small {
    display: block;
    color: ${color.muted};
  }

  & a {
    color: ${color.accent};
    font-size: 14px;
  }

  & > button {
    flex-shrink: 0;
    padding: 8px 14px;
  }
`;

/** The city's last orders from this browser, each one click from the cart again. */
export const RecentOrders = observer(() => {
  const recent = useInjected<RecentOrdersViewModel>(TOKENS.RecentOrdersViewModel);
  const cart = useInjected<CartViewModel>(TOKENS.CartViewModel);
  const { t } = useTranslation('cart');
  if (recent.list.length === 0) return null;
  return (
    <Section aria-labelledby="recent-orders-title" data-testid="recent-orders">
      <h3 id="recent-orders-title">{t('recent.title')}</h3>
      <ul>
        {recent.list.map((order) => (
          <Entry key={order.code}>
            <div>
              <p>{order.names}</p>
              <small>{t('recent.meta', { date: order.placedAtText, total: order.totalText })}</small>
              <Link to={order.statusPath} onClick={cart.close}>
                {t('recent.status')}
              </Link>
            </div>
            <button
              type="button"
              className={outlineButton}
              aria-label={t('recent.againLabel', { names: order.names, date: order.placedAtText })}
              onClick={() => recent.orderAgain(order.code)}
            >
              {t('recent.again')}
            </button>
          </Entry>
        ))}
      </ul>
    </Section>
  );
});
