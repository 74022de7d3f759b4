import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { StaffOrdersViewModel } from '../../view-models/staff-orders.view-model';
import { useInjected } from '../di/container-context';
import { outlineButton } from '../styles/controls.styles';
import { AdminCityChips } from './admin-city-chips';
import { AdminLoadState } from './admin-load-state';
import { Message, OrderList, Toolbar } from './admin-orders.styles';
import { StaffOrderCard } from './staff-order-card';

/** The admin home: one city's latest orders, kept fresh while shown, moved along by staff. */
export const AdminOrders = observer(() => {
  const orders = useInjected<StaffOrdersViewModel>(TOKENS.StaffOrdersViewModel);
  const { t } = useTranslation('admin');

  useEffect(() => {
    orders.start();
    return orders.stop;
  }, [orders]);

  return (
    <>
      <Toolbar>
        <AdminCityChips texts="orders" selected={orders.cityId} onSelect={orders.selectCity} />
        <button type="button" className={outlineButton} onClick={() => void orders.load()}>
          {t('orders.refresh')}
        </button>
      </Toolbar>

      {orders.notice !== null && (
        <Message role="status" data-tone="danger">
          <span>{t(orders.notice.key, { code: orders.notice.code })}</span>
          <button type="button" aria-label={t('orders.dismiss')} onClick={orders.dismissNotice}>
            ✕
          </button>
        </Message>
      )}
      <AdminLoadState texts="orders" state={orders.state} stale={orders.stale} onRetry={() => void orders.load()} />
      {orders.state === 'ready' && orders.views.length === 0 && <p>{t('orders.empty')}</p>}
      {orders.state === 'ready' && orders.views.length > 0 && (
        <OrderList aria-label={t('orders.listLabel')}>
          {orders.views.map((order) => (
            <li key={order.code}>
              <StaffOrderCard order={order} busy={orders.isMoving(order.code)} onMove={(to) => void orders.move(order.code, to)} />
            </li>
          ))}
        </OrderList>
      )}
    </>
  );
});
