import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuPage } from '../../../domain/cart/category';
import { buildAdminPath } from '../../../domain/routing/admin-path';
import { LOCALES } from '../../../domain/shared/locale';
import type { StaffBannerDto } from '../../../domain/shop-api/staff-banners.contract';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { kyivLocalText } from '../../view-models/staff-coupon-view';
import type { StaffBannersViewModel } from '../../view-models/staff-banners.view-model';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { BannerPages, BannerThumb, ConfirmBox } from './admin-banners.styles';
import { CouponFacts } from './admin-coupons.styles';
import { AdminCityChips } from './admin-city-chips';
import { AdminLoadState } from './admin-load-state';
import { Problem } from './admin-menu.styles';
import { Actions, Badge, Card, CardHead, OrderList, Toolbar } from './admin-orders.styles';
import { StaffBannerFormView } from './staff-banner-form';

/** /admin/banners/: the slider shows on two pages; each has its own list. */
export const AdminBannerPages = () => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const { t } = useTranslation('admin');
  return (
    <>
      <p>{t('banners.intro')}</p>
      <BannerPages>
        {(['burgers', 'sushi'] as const).map((page) => (
          <li key={page}>
            <Link to={buildAdminPath(`banners/${page}`, shell.locale)}>{t(`banners.pages.${page}`)}</Link>
          </li>
        ))}
      </BannerPages>
    </>
  );
};

const statusOf = (banner: StaffBannerDto): 'shown' | 'off' | 'waiting' =>
  banner.shownNow ? 'shown' : banner.active ? 'waiting' : 'off';

const BannerCard = observer(({ banner, banners }: { banner: StaffBannerDto; banners: StaffBannersViewModel }) => {
  const { t } = useTranslation('admin');
  const name = banner.alt.uk || t('banners.untitled');
  const status = statusOf(banner);
  const busy = banners.busy.has(banner.id);
  const problem = banners.rowProblems.get(banner.id);
  const own = LOCALES.filter((locale) => banner.localePictures[locale] !== null);
  const schedule = [
    banner.showFrom === null ? null : t('banners.facts.from', { time: kyivLocalText(banner.showFrom) }),
    banner.showUntil === null ? null : t('banners.facts.until', { time: kyivLocalText(banner.showUntil) }),
  ].filter((text) => text !== null);
  return (
    <Card aria-labelledby={`banner-${banner.id}`}>
      <CardHead>
        <h2 id={`banner-${banner.id}`}>{name}</h2>
        <Badge data-status={status === 'shown' ? 'new' : 'cancelled'}>{t(`banners.status.${status}`)}</Badge>
      </CardHead>
      <BannerThumb src={banner.picture.url} alt="" width={banner.picture.width} height={banner.picture.height} />
      <CouponFacts>
        <dt>{t('banners.facts.position')}</dt>
        <dd>{banner.position}</dd>
        <dt>{t('banners.facts.link')}</dt>
        <dd>{banner.link ?? t('banners.facts.noLink')}</dd>
        <dt>{t('banners.facts.window')}</dt>
        <dd>{schedule.length === 0 ? t('banners.facts.always') : schedule.join(' ')}</dd>
        <dt>{t('banners.facts.languages')}</dt>
        <dd>{own.length === 0 ? t('banners.facts.none') : own.join(', ')}</dd>
      </CouponFacts>
      {problem !== undefined && <Problem role="alert">{t(problem.key)}</Problem>}
      {banners.confirmingDelete === banner.id ? (
        <ConfirmBox role="group" aria-label={t('banners.confirmDelete', { name })}>
          <p>{t('banners.confirmDelete', { name })}</p>
          <button type="button" className={accentButton} onClick={() => void banners.confirmDelete()}>
            {t('banners.confirmDeleteYes')}
          </button>
          <button type="button" className={outlineButton} onClick={banners.cancelDelete}>
            {t('banners.confirmDeleteNo')}
          </button>
        </ConfirmBox>
      ) : (
        <Actions>
          <button
            type="button"
            className={outlineButton}
            disabled={busy || banner.position === 1}
            onClick={() => void banners.move(banner, 'up')}
            aria-label={t('banners.upLabel', { name })}
          >
            {t('banners.up')}
          </button>
          <button
            type="button"
            className={outlineButton}
            disabled={busy || banner.position === banners.banners.length}
            onClick={() => void banners.move(banner, 'down')}
            aria-label={t('banners.downLabel', { name })}
          >
            {t('banners.down')}
          </button>
          <button
            type="button"
            className={outlineButton}
            onClick={() => banners.startEdit(banner)}
            aria-label={t('banners.editLabel', { name })}
          >
            {t('banners.edit')}
          </button>
          <button
            type="button"
            className={outlineButton}
            disabled={busy}
            onClick={() => banners.askDelete(banner.id)}
            aria-label={t('banners.deleteLabel', { name })}
          >
            {t('banners.delete')}
          </button>
        </Actions>
      )}
    </Card>
  );
});

/** A page's banners (burgers or sushi) in one city: listed in order, added, edited, moved and deleted. */
export const AdminBanners = observer(({ page }: { page: MenuPage }) => {
  const banners = useInjected<StaffBannersViewModel>(TOKENS.StaffBannersViewModel);
  const { t } = useTranslation('admin');
  useEffect(() => banners.open(page), [banners, page]);
  const editing = banners.draft?.id ?? null;

  return (
    <>
      <Toolbar>
        <AdminCityChips texts="banners" selected={banners.cityId} onSelect={banners.selectCity} />
        <button type="button" className={accentButton} onClick={banners.startNew} disabled={banners.draft !== null}>
          {t('banners.add')}
        </button>
        <button type="button" className={outlineButton} onClick={() => void banners.load()}>
          {t('banners.refresh')}
        </button>
      </Toolbar>
      {banners.draft !== null && editing === null && <StaffBannerFormView banners={banners} />}
      <AdminLoadState texts="banners" state={banners.state} stale={banners.stale} onRetry={() => void banners.load()} />
      {banners.state === 'ready' && banners.banners.length === 0 && <p>{t('banners.empty')}</p>}
      {banners.state === 'ready' && banners.banners.length > 0 && (
        <OrderList aria-label={t('banners.listLabel')}>
          {banners.banners.map((banner) => (
            <li key={banner.id}>
              <BannerCard banner={banner} banners={banners} />
              {editing === banner.id && <StaffBannerFormView banners={banners} />}
            </li>
          ))}
        </OrderList>
      )}
    </>
  );
});
