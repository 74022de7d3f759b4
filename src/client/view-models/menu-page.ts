import type { MenuPage } from '../../domain/cart/category';
import type { FixedPageName, PageName } from '../../domain/routing/page-name';

/** The menu a storefront page shows: the sushi page shows sushi, every other page the burgers. */
export const menuPageOf = (page: PageName | undefined): MenuPage => (page === 'sushi' ? 'sushi' : 'burgers');

/** The page a menu lives at. */
export const pageNameOf = (menu: MenuPage): FixedPageName => (menu === 'sushi' ? 'sushi' : 'home');
