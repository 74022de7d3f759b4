import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { menuCategoriesOfAdminSection } from '../../../domain/routing/admin-menu-sections';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useInjected } from '../di/container-context';
import { AdminAccounts } from './admin-accounts';
import { AdminAudit } from './admin-audit';
import { AdminBannerPages, AdminBanners } from './admin-banners';
import { AdminCallbacks } from './admin-callbacks';
import { AdminContent } from './admin-content';
import { AdminCoupons } from './admin-coupons';
import { AdminMenu } from './admin-menu';
import { AdminOrders } from './admin-orders';
import { AdminSite } from './admin-site';
import { AdminTitle } from './admin-title';
import { AdminDelivery } from './delivery/admin-delivery';

/**
 * The frame of an admin section: the home shows the orders, the menu sections the menu editor
 * (stop list and city prices); each other section's editor replaces the body as it is built.
 */
export const AdminSectionPage = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const { t } = useTranslation('admin');
  const section = shell.adminRoute?.section ?? '';
  const title = t(`sections.${section === '' || section === 'login' ? 'dashboard' : section}`);
  return (
    <section aria-labelledby="admin-title">
      {/* The orders board puts the count of new orders into its own title. */}
      {section !== '' && <AdminTitle title={title} />}
      <h1 id="admin-title">{title}</h1>
      {section === '' && <AdminOrders />}
      {menuCategoriesOfAdminSection(section) !== null && <AdminMenu section={section} />}
      {section === 'accounts' && <AdminAccounts />}
      {section === 'audit' && <AdminAudit />}
      {section === 'coupons' && <AdminCoupons />}
      {section === 'callbacks' && <AdminCallbacks />}
      {section === 'site-management' && <AdminSite />}
      {section === 'delivery' && <AdminDelivery />}
      {section === 'banners' && <AdminBannerPages />}
      {section === 'banners/burgers' && <AdminBanners page="burgers" />}
      {section === 'banners/sushi' && <AdminBanners page="sushi" />}
      {section === 'content' && <AdminContent />}
    </section>
  );
});
