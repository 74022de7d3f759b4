import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BOARD_GROUPS } from '../../../domain/order/board-group';
import { TOKENS } from '../../di/tokens';
import type { StaffOrdersViewModel } from '../../view-models/staff-orders.view-model';
import { useInjected } from '../di/container-context';
import { outlineButton } from '../styles/controls.styles';
import { AdminCityChips } from './admin-city-chips';
import { AdminLoadState } from './admin-load-state';
import { Chips, Message, OrderList, Toolbar } from './admin-orders.styles';
import { AdminTitle } from './admin-title';
import { BoardFilters, BoardFiltersToggle } from './board-filters';
import { KitchenTicket } from './kitchen-ticket';
import { Actions, LiveBadge, Older } from './orders-board.styles';
import { StaffOrderCard } from './staff-order-card';

/** The admin home: the kitchen ticket of one order (?ticket=CODE), or the orders board. */
export const AdminOrders = () => {
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  return ticket === null || ticket === '' ? <OrdersBoard /> : <KitchenTicket code={ticket} />;
};

/** Staff looking at the board (the tab shown and focused, or a click or key in it) have seen its new orders. */
const useSeen = (markSeen: () => void) => {
  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === 'visible') markSeen();
    };
    window.addEventListener('focus', seen);
    document.addEventListener('visibilitychange', seen);
    document.addEventListener('pointerdown', seen);
    document.addEventListener('keydown', seen);
    return () => {
      window.removeEventListener('focus', seen);
      document.removeEventListener('visibilitychange', seen);
      document.removeEventListener('pointerdown', seen);
      document.removeEventListener('keydown', seen);
    };
  }, [markSeen]);
};

/** One city's orders, live: the kitchen's and those awaiting the customer apart, filtered, paged back. */
const OrdersBoard = observer(() => {
  const orders = useInjected<StaffOrdersViewModel>(TOKENS.StaffOrdersViewModel);
  const { t } = useTranslation('admin');
  const [filtersOpen, setFiltersOpen] = useState(false);
  useSeen(orders.markSeen);

  useEffect(() => {
    orders.start();
    return orders.stop;
  }, [orders]);

  const title = t('sections.dashboard');
  return (
    <>
      <AdminTitle title={orders.unseen > 0 ? `(${orders.unseen}) ${title}` : title} />
      <Toolbar>
        <AdminCityChips texts="orders" selected={orders.cityId} onSelect={orders.selectCity} />
        <LiveBadge role="status" data-live={orders.live === 'live'}>
          {t(orders.live === 'live' ? 'board.live' : 'board.polling')}
        </LiveBadge>
        <Actions>
          <BoardFiltersToggle
            filters={orders.filters}
            open={filtersOpen}
            onToggle={() => setFiltersOpen(!filtersOpen)}
          />
          <button type="button" className={outlineButton} onClick={() => void orders.load()}>
            {t('orders.refresh')}
          </button>
        </Actions>
      </Toolbar>
      <Toolbar>
        <Chips role="group" aria-label={t('board.groups')}>
          {BOARD_GROUPS.map((group) => (
            <button
              key={group}
              type="button"
              aria-pressed={orders.group === group}
              onClick={() => orders.selectGroup(group)}
            >
              {t(`board.group.${group}`)}
            </button>
          ))}
        </Chips>
        <BoardFilters
          filters={orders.filters}
          onApply={orders.applyFilters}
          open={filtersOpen}
          onFold={() => setFiltersOpen(false)}
        />
      </Toolbar>
      {orders.smsBudgetExhausted && (
        <Message role="alert" data-tone="danger" data-testid="sms-budget-exhausted">
          <span>{t('board.smsBudgetExhausted')}</span>
        </Message>
      )}

      {orders.notice !== null && (
        <Message role="status" data-tone="danger">
          <span>{t(orders.notice.key, { code: orders.notice.code })}</span>
          <button type="button" aria-label={t('orders.dismiss')} onClick={orders.dismissNotice}>
            ✕
          </button>
        </Message>
      )}
      <AdminLoadState texts="orders" state={orders.state} stale={orders.stale} onRetry={() => void orders.load()} />
      {orders.state === 'ready' && orders.views.length === 0 && (
        <p>
          {t(
            orders.hasFilters
              ? 'board.nothingFound'
              : orders.group === 'awaiting'
                ? 'board.noneAwaiting'
                : 'orders.empty',
          )}
        </p>
      )}
      {orders.state === 'ready' && orders.views.length > 0 && (
        <OrderList aria-label={t(`board.list.${orders.group}`)}>
          {orders.views.map((order) => (
            <li key={order.code}>
              <StaffOrderCard
                order={order}
                busy={orders.isMoving(order.code)}
                onMove={(to, reason) => void orders.move(order.code, to, reason)}
              />
            </li>
          ))}
        </OrderList>
      )}
      {orders.state === 'ready' && orders.nextBefore !== null && (
        <Older>
          <button
            type="button"
            className={outlineButton}
            disabled={orders.loadingOlder}
            onClick={() => void orders.loadOlder()}
          >
            {t('board.older')}
          </button>
        </Older>
      )}
    </>
  );
});
