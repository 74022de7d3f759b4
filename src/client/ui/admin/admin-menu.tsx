import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminSection } from '../../../domain/routing/admin-path';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { staffMenuCategoryView } from '../../view-models/staff-menu-product-view';
import type { StaffMenuViewModel } from '../../view-models/staff-menu.view-model';
import { useInjected } from '../di/container-context';
import { accentButton, outlineButton } from '../styles/controls.styles';
import { CategoryBlock, ProductList, SearchField } from './admin-menu.styles';
import { AdminCityChips } from './admin-city-chips';
import { AdminLoadState } from './admin-load-state';
import { Toolbar } from './admin-orders.styles';
import { StaffMenuRow } from './staff-menu-row';
import { StaffProductForm } from './staff-product-form';

/** A menu section of the admin area: one city's products of the section's categories, stopped and priced by staff, added, edited, ordered and archived. */
export const AdminMenu = observer(({ section }: { section: AdminSection }) => {
  const menu = useInjected<StaffMenuViewModel>(TOKENS.StaffMenuViewModel);
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const { t } = useTranslation('admin');

  // The page stays mounted from one menu section to the next: the menu is loaded once, the section only filters it.
  useEffect(() => menu.open(section), [menu, section]);

  const categories = menu.visibleCategories.map((category) => staffMenuCategoryView(category, shell.locale));
  return (
    <>
      <Toolbar>
        <AdminCityChips texts="menu" selected={menu.cityId} onSelect={menu.selectCity} />
        <SearchField>
          {t('menu.search')}
          <input
            type="search"
            value={menu.query}
            placeholder={t('menu.searchPlaceholder')}
            onChange={(event) => menu.search(event.target.value)}
          />
        </SearchField>
        <button type="button" className={outlineButton} onClick={() => void menu.load()}>
          {t('menu.refresh')}
        </button>
        <button
          type="button"
          className={accentButton}
          onClick={menu.startNewProduct}
          disabled={menu.state !== 'ready' || menu.editor.isNew}
        >
          {t('menu.product.add')}
        </button>
      </Toolbar>

      {menu.editor.isNew && (
        <StaffProductForm editor={menu.editor} categories={menu.categories} locale={shell.locale} />
      )}

      <AdminLoadState texts="menu" state={menu.state} stale={menu.stale} onRetry={() => void menu.load()} />
      {menu.state === 'ready' && menu.searching && categories.length === 0 && (
        <p role="status">{t('menu.nothingFound', { query: menu.query.trim() })}</p>
      )}
      {menu.state === 'ready' &&
        categories.map((category) => (
          <CategoryBlock key={category.slug} aria-labelledby={`staff-menu-category-${category.slug}`}>
            <h2 id={`staff-menu-category-${category.slug}`}>{category.title}</h2>
            {category.products.length === 0 ? (
              <p>{t('menu.emptyCategory')}</p>
            ) : (
              <ProductList>
                {category.products.map((product) => (
                  <li key={product.iikoId}>
                    <StaffMenuRow product={product} menu={menu} />
                    {menu.editor.isEditing(product.iikoId) && (
                      <StaffProductForm editor={menu.editor} categories={menu.categories} locale={shell.locale} />
                    )}
                  </li>
                ))}
              </ProductList>
            )}
          </CategoryBlock>
        ))}
    </>
  );
});
