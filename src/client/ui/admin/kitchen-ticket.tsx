import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { KitchenTicketViewModel } from '../../view-models/kitchen-ticket.view-model';
import type { StaffOrderView } from '../../view-models/staff-order-view';
import { useInjected } from '../di/container-context';
import { accentButton } from '../styles/controls.styles';
import { AdminTitle } from './admin-title';
import { printOnlyTicket, Ticket, TicketLines, TicketTools } from './kitchen-ticket.styles';

/** One order's ticket for the kitchen, on screen and on an 80 mm receipt printer (print CSS hides the rest). */
export const KitchenTicket = observer(({ code }: { code: string }) => {
  const ticket = useInjected<KitchenTicketViewModel>(TOKENS.KitchenTicketViewModel);
  const { t } = useTranslation('admin');
  useEffect(() => {
    void ticket.load(code);
  }, [ticket, code]);

  return (
    <div className={printOnlyTicket}>
      <AdminTitle title={t('board.ticket.title', { code })} />
      {ticket.state === 'loading' && <p role="status">{t('orders.loading')}</p>}
      {ticket.state === 'not-found' && <p role="alert">{t('board.ticket.notFound', { code })}</p>}
      {ticket.state === 'failed' && <p role="alert">{t('orders.failed')}</p>}
      {ticket.state === 'ready' && ticket.order !== null && (
        <>
          <TicketTools>
            <button type="button" className={accentButton} onClick={() => window.print()}>
              {t('board.ticket.print')}
            </button>
          </TicketTools>
          <TicketBody order={ticket.order} />
        </>
      )}
    </div>
  );
});

const TicketBody = ({ order }: { order: StaffOrderView }) => {
  const { t } = useTranslation('admin');
  const extras = [
    order.sticks > 0 ? t('orders.sticks', { number: order.sticks }) : null,
    order.trainingSticks > 0 ? t('orders.trainingSticks', { number: order.trainingSticks }) : null,
    order.ecoPack ? t('orders.ecoPack') : null,
  ].filter((part) => part !== null);
  return (
    <Ticket aria-label={t('board.ticket.title', { code: order.code })} data-testid="kitchen-ticket">
      <header>
        <h2>{order.code}</h2>
        <p>
          <time>
            {order.time} · {order.date}
          </time>
        </p>
        <p>
          <strong>{t(`orders.deliveryType.${order.deliveryType}`)}</strong>
          {order.scheduledFor !== '' && ` · ${t('orders.scheduledFor', { time: order.scheduledFor })}`}
        </p>
      </header>
      <TicketLines aria-label={t('orders.lines')}>
        {order.lines.map((line, index) => (
          <li key={index}>
            <strong>{line.count} ×</strong> {line.name}
            {line.isGift && ` (${t('orders.gift')})`}
            {line.modifiers.length > 0 && (
              <ul>
                {line.modifiers.map((modifier, modifierIndex) => (
                  <li key={modifierIndex}>+ {modifier}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </TicketLines>
      {extras.length > 0 && <p>{extras.join(' · ')}</p>}
      {order.comment !== '' && (
        <p>
          <strong>{t('orders.comment')}:</strong> {order.comment}
        </p>
      )}
      <p>
        <strong>{t(order.deliveryType === 'self-pickup' ? 'board.ticket.pickup' : 'board.ticket.address')}:</strong>{' '}
        {order.address}
      </p>
      <p>
        {order.customerName} · {order.phone}
      </p>
      <p>
        {t(`orders.payMethod.${order.payMethod}`)} · {t(`orders.paymentStatus.${order.paymentStatus}`)}
        {order.cashback !== '' && ` · ${t('orders.cashback', { note: order.cashback })}`}
      </p>
      <p data-total="toPay">
        {t('orders.totals.toPay')}: <strong>{order.totals.toPay}</strong>
      </p>
    </Ticket>
  );
};
