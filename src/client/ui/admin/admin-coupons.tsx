import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { citySlugOf } from '../../../domain/city/city';
import { TOKENS } from '../../di/tokens';
import { staffCouponRowView } from '../../view-models/staff-coupon-view';
import type { StaffCouponsViewModel } from '../../view-models/staff-coupons.view-model';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { CouponFacts } from './admin-coupons.styles';
import { AdminLoadState } from './admin-load-state';
import { Actions, Badge, Card, CardHead, OrderList, Toolbar } from './admin-orders.styles';
import { Problem } from './admin-menu.styles';
import { StaffCouponFormView } from './staff-coupon-form';

/** The coupons section: every coupon with kind, value, minimum, validity, uses and state; add, edit, switch off. */
export const AdminCoupons = observer(() => {
  const coupons = useInjected<StaffCouponsViewModel>(TOKENS.StaffCouponsViewModel);
  const { t } = useTranslation('admin');
  useEffect(() => void coupons.load(), [coupons]);

  return (
    <>
      <Toolbar>
        <button type="button" className={accentButton} onClick={coupons.startNew} disabled={coupons.draft !== null}>
          {t('coupons.add')}
        </button>
        <button type="button" className={outlineButton} onClick={() => void coupons.load()}>
          {t('coupons.refresh')}
        </button>
      </Toolbar>
      <StaffCouponFormView coupons={coupons} />
      <AdminLoadState texts="coupons" state={coupons.state} stale={coupons.stale} onRetry={() => void coupons.load()} />
      {coupons.state === 'ready' && coupons.coupons.length === 0 && <p>{t('coupons.empty')}</p>}
      {coupons.state === 'ready' && coupons.coupons.length > 0 && (
        <OrderList aria-label={t('coupons.listLabel')}>
          {coupons.coupons.map((coupon) => {
            const row = staffCouponRowView(coupon);
            const problem = coupons.switchProblems.get(coupon.id);
            return (
              <li key={row.id}>
                <Card aria-labelledby={`coupon-${row.id}`}>
                  <CardHead>
                    <h2 id={`coupon-${row.id}`}>{row.code}</h2>
                    <Badge data-status={row.active ? 'new' : 'cancelled'}>
                      {row.active ? t('coupons.on') : t('coupons.off')}
                    </Badge>
                  </CardHead>
                  <CouponFacts>
                    <dt>{t('coupons.facts.kind')}</dt>
                    <dd>
                      {t(row.kindKey)}
                      {row.valueText === null ? '' : `: ${row.valueText}`}
                      {row.giftCount > 0 ? ` + ${t('coupons.facts.gifts', { count: row.giftCount })}` : ''}
                    </dd>
                    <dt>{t('coupons.facts.minSum')}</dt>
                    <dd>{row.minSumText ?? t('coupons.facts.none')}</dd>
                    <dt>{t('coupons.facts.validity')}</dt>
                    <dd>
                      {row.validFromText === null && row.validUntilText === null
                        ? t('coupons.facts.always')
                        : [
                            row.validFromText === null ? null : t('coupons.facts.from', { time: row.validFromText }),
                            row.validUntilText === null ? null : t('coupons.facts.until', { time: row.validUntilText }),
                          ]
                            .filter((text) => text !== null)
                            .join(' ')}
                    </dd>
                    <dt>{t('coupons.facts.used')}</dt>
                    <dd data-used-up={row.usedUp}>{row.usesText}</dd>
                    <dt>{t('coupons.facts.cities')}</dt>
                    <dd>{row.cityIds.map((cityId) => t(`coupons.cities.${citySlugOf(cityId)}`)).join(', ')}</dd>
                  </CouponFacts>
                  {problem !== undefined && <Problem role="alert">{t(problem.key)}</Problem>}
                  <Actions>
                    <button
                      type="button"
                      className={outlineButton}
                      onClick={() => coupons.startEdit(coupon)}
                      aria-label={t('coupons.editLabel', { code: row.code })}
                    >
                      {t('coupons.edit')}
                    </button>
                    <button
                      type="button"
                      className={outlineButton}
                      disabled={coupons.switching.has(row.id)}
                      onClick={() => void coupons.setActive(coupon, !row.active)}
                      aria-label={t(row.active ? 'coupons.disableLabel' : 'coupons.enableLabel', { code: row.code })}
                    >
                      {row.active ? t('coupons.disable') : t('coupons.enable')}
                    </button>
                  </Actions>
                </Card>
              </li>
            );
          })}
        </OrderList>
      )}
    </>
  );
});
