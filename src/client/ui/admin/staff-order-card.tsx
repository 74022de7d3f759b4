import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../domain/order/order-status';
import type { StaffOrderView } from '../../view-models/staff-order-view';
import { accentButton, outlineButton } from '../styles/controls.styles';
import {
  Actions,
  Badge,
  Card,
  CardHead,
  dangerButton,
  Lines,
  Muted,
  ticketLink,
  Totals,
  Warning,
} from './admin-orders.styles';

interface StaffOrderCardProps {
  readonly order: StaffOrderView;
  readonly busy: boolean;
  /** `reason`: why it is cancelled, for the customer's status page. */
  readonly onMove: (to: OrderStatus, reason?: string) => void;
}

const buttonClass = (to: OrderStatus): string =>
  to === 'cancelled' ? `${outlineButton} ${dangerButton}` : to === 'completed' ? outlineButton : accentButton;

/** One order as the kitchen reads it: who, where, how paid, what to cook, and what to do next. */
export const StaffOrderCard = ({ order, busy, onMove }: StaffOrderCardProps) => {
  const { t } = useTranslation('admin');
  const headingId = `staff-order-${order.code}`;
  const move = (to: OrderStatus) => {
    if (to !== 'cancelled') return onMove(to);
    // Only cancelling cannot be undone by the next button: ask before it, and ask why, since the
    // customer's status page shows the reason. Dismissing the question keeps the order.
    const reason = window.prompt(t('orders.cancelReason', { code: order.code }), '');
    if (reason !== null) onMove(to, reason.trim());
  };
  // A self-pickup order's 'delivering' is its wait at the counter (order-status.ts).
  const wordOf = (status: OrderStatus) =>
    status === 'delivering' && order.deliveryType === 'self-pickup' ? 'delivering-self-pickup' : status;
  return (
    <Card data-testid="staff-order" aria-labelledby={headingId} aria-busy={busy}>
      <CardHead>
        <h2 id={headingId}>{order.code}</h2>
        <time>
          {order.time} · {order.date}
        </time>
        <Badge data-testid="staff-order-status" data-status={order.status}>
          {t(`orders.status.${wordOf(order.status)}`)}
        </Badge>
      </CardHead>

      {order.cancelReason !== null && (
        <p data-testid="staff-order-cancel-reason">
          {t('orders.cancelledBecause')}: <strong>{order.cancelReason}</strong>
        </p>
      )}
      {order.awaitingReason !== null && (
        <Warning data-testid="staff-order-awaiting">{t(`board.awaiting.${order.awaitingReason}`)}</Warning>
      )}
      {order.awaitingReason === null && order.callReason !== null && (
        <Warning>{t(`orders.callReason.${order.callReason}`)}</Warning>
      )}
      <p>
        {order.customerName} · <a href={order.phoneHref}>{order.phone}</a>
      </p>
      {order.doNotCall && <Muted>{t('orders.doNotCall')}</Muted>}

      <p>
        <strong>{t(`orders.deliveryType.${order.deliveryType}`)}</strong>
        {order.zone !== null && ` · ${t(`orders.zone.${order.zone}`)}`}
        {order.scheduledFor !== '' && ` · ${t('orders.scheduledFor', { time: order.scheduledFor })}`}
      </p>
      <p>{order.address}</p>
      {order.needsAddressCheck && <Warning>{t('orders.needsAddressCheck')}</Warning>}

      <p>
        {t(`orders.payMethod.${order.payMethod}`)} · {t(`orders.paymentStatus.${order.paymentStatus}`)}
        {order.cashback !== '' && ` · ${t('orders.cashback', { note: order.cashback })}`}
      </p>
      {order.comment !== '' && (
        <p>
          {t('orders.comment')}: {order.comment}
        </p>
      )}
      <Extras order={order} />

      <Lines aria-label={t('orders.lines')}>
        {order.lines.map((line, index) => (
          <li key={index}>
            <span>
              {line.count} × {line.name}
              {line.isGift && ` (${t('orders.gift')})`}
              {line.modifiers.length > 0 && <small>{line.modifiers.join(', ')}</small>}
            </span>
            <span>{line.totalText}</span>
          </li>
        ))}
      </Lines>
      <Totals>
        <dt>{t('orders.totals.order')}</dt>
        <dd>{order.totals.order}</dd>
        <dt>{t('orders.totals.shipping')}</dt>
        <dd>{order.totals.shipping}</dd>
        <dt>{t('orders.totals.discount')}</dt>
        <dd>{order.totals.discount}</dd>
        <dt data-total="toPay">{t('orders.totals.toPay')}</dt>
        <dd data-total="toPay">{order.totals.toPay}</dd>
      </Totals>

      <Actions>
        {order.nextStatuses.map((to) => (
          <button key={to} type="button" className={buttonClass(to)} disabled={busy} onClick={() => move(to)}>
            {t(`orders.action.${wordOf(to)}`)}
          </button>
        ))}
        <a
          className={`${outlineButton} ${ticketLink}`}
          href={`?ticket=${encodeURIComponent(order.code)}`}
          target="_blank"
          rel="noopener"
        >
          {t('board.printTicket', { code: order.code })}
        </a>
      </Actions>
    </Card>
  );
};

/** Sticks, eco pack and coupon: one muted line, only when there is any of them. */
const Extras = ({ order }: { order: StaffOrderView }) => {
  const { t } = useTranslation('admin');
  const parts = [
    order.sticks > 0 ? t('orders.sticks', { number: order.sticks }) : null,
    order.trainingSticks > 0 ? t('orders.trainingSticks', { number: order.trainingSticks }) : null,
    order.ecoPack ? t('orders.ecoPack') : null,
    order.couponCode !== null ? t('orders.coupon', { code: order.couponCode }) : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : <Muted>{parts.join(' · ')}</Muted>;
};
