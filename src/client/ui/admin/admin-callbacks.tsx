import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLBACK_STATUSES } from '../../../domain/shop-api/staff-callbacks.contract';
import { TOKENS } from '../../di/tokens';
import { staffCallbackRowView } from '../../view-models/staff-coupon-view';
import type { StaffCallbacksViewModel } from '../../view-models/staff-callbacks.view-model';
import { useInjected } from '../di/container-context';
import { outlineButton } from '../styles/controls.styles';
import { StatusSwitch } from './admin-coupons.styles';
import { AdminCityChips } from './admin-city-chips';
import { AdminLoadState } from './admin-load-state';
import { Problem } from './admin-menu.styles';
import { Badge, Card, CardHead, Muted, OrderList, Toolbar } from './admin-orders.styles';

/** The callbacks section: the city's callback requests newest first, the phone ready to dial, marked new / called / done. */
export const AdminCallbacks = observer(() => {
  const callbacks = useInjected<StaffCallbacksViewModel>(TOKENS.StaffCallbacksViewModel);
  const { t } = useTranslation('admin');
  useEffect(() => void callbacks.load(), [callbacks]);

  return (
    <>
      <Toolbar>
        <AdminCityChips texts="callbacks" selected={callbacks.cityId} onSelect={callbacks.selectCity} />
        <button type="button" className={outlineButton} onClick={() => void callbacks.load()}>
          {t('callbacks.refresh')}
        </button>
      </Toolbar>
      <AdminLoadState
        texts="callbacks"
        state={callbacks.state}
        stale={callbacks.stale}
        onRetry={() => void callbacks.load()}
      />
      {callbacks.state === 'ready' && callbacks.callbacks.length === 0 && <p>{t('callbacks.empty')}</p>}
      {callbacks.state === 'ready' && callbacks.callbacks.length > 0 && (
        <OrderList aria-label={t('callbacks.listLabel')}>
          {callbacks.callbacks.map((callback) => {
            const row = staffCallbackRowView(callback);
            const problem = callbacks.problems.get(row.id);
            return (
              <li key={row.id}>
                <Card aria-labelledby={`callback-${row.id}`}>
                  <CardHead>
                    <h2 id={`callback-${row.id}`}>{row.name}</h2>
                    <time dateTime={callback.createdAt}>{row.createdText}</time>
                    <Badge
                      data-status={row.status === 'new' ? 'new' : row.status === 'called' ? 'accepted' : 'completed'}
                    >
                      {t(`callbacks.status.${row.status}`)}
                    </Badge>
                  </CardHead>
                  <p>
                    <a href={row.telHref}>{row.phone}</a>
                  </p>
                  {row.comment !== '' && <p>{row.comment}</p>}
                  {row.withoutCity && <Muted>{t('callbacks.withoutCity')}</Muted>}
                  {row.changedText !== null && row.changedBy !== null && (
                    <Muted>{t('callbacks.changed', { time: row.changedText, by: row.changedBy })}</Muted>
                  )}
                  {problem !== undefined && <Problem role="alert">{t(problem)}</Problem>}
                  <StatusSwitch role="group" aria-label={t('callbacks.statusLabel', { name: row.name })}>
                    {CALLBACK_STATUSES.map((status) => (
                      <button
                        key={status}
                        type="button"
                        aria-pressed={row.status === status}
                        disabled={callbacks.changing.has(row.id)}
                        onClick={() => void callbacks.mark(callback, status)}
                      >
                        {t(`callbacks.action.${status}`)}
                      </button>
                    ))}
                  </StatusSwitch>
                </Card>
              </li>
            );
          })}
        </OrderList>
      )}
      {callbacks.state === 'ready' && callbacks.nextBefore !== null && (
        <p>
          <button
            type="button"
            className={outlineButton}
            disabled={callbacks.loadingMore}
            onClick={() => void callbacks.loadMore()}
          >
            {t('callbacks.older')}
          </button>
        </p>
      )}
    </>
  );
});
