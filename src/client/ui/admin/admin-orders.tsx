import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { citySlugOf } from '../../../domain/city/city';
import { TOKENS } from '../../di/tokens';
import { STAFF_CITY_IDS, type StaffOrdersViewModel } from '../../view-models/staff-orders.view-model';
import { useInjected } from '../di/container-context';
import { outlineButton } from '../styles/controls.styles';
import { Chips, Message, OrderList, Toolbar } from './admin-orders.styles';
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
        <Chips role="group" aria-label={t('orders.cityLabel')}>
          {STAFF_CITY_IDS.map((cityId) => (
            <button key={cityId} type="button" aria-pressed={orders.cityId === cityId} onClick={() => orders.selectCity(cityId)}>
              {t(`orders.cities.${citySlugOf(cityId)}`)}
            </button>
          ))}
        </Chips>
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
      {orders.stale && <Message role="status">{t('orders.stale')}</Message>}

      {orders.state === 'loading' && <p role="status">{t('orders.loading')}</p>}
      {orders.state === 'failed' && (
        <Message role="alert" data-tone="danger">
          <span>{t('orders.failed')}</span>
          <button type="button" onClick={() => void orders.load()}>
            {t('orders.retry')}
          </button>
        </Message>
      )}
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
