import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useShopHoursText } from '../components/use-shop-hours-text';
import { useInjected } from '../di/container-context';

/**
 * Per-page, per-city, per-language <head> tags. React 19 hoists <title>, <meta> and <link> from
 * anywhere in the tree into document.head and removes them when the page changes.
 */
export const ShopHead = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const { t } = useTranslation('seo');
  const head = shell.head;
  const hours = useShopHoursText('common:hours');
  const params = {
    city: t(`common:city.${head.city}`),
    inCity: t(`common:city.in.${head.city}`),
    // The descriptions end with the hours sentence; before the schedule is known they end before it.
    hours: hours === null ? '' : `${hours}.`,
  };
  const title = t(`${head.textKey}.title`, params);
  const description = head.textKey === 'notFound' ? null : t(`${head.textKey}.description`, params).trim();
  return (
    <>
      <title>{title}</title>
      {description !== null && <meta name="description" content={description} />}
      {head.noindex && <meta name="robots" content="noindex" />}
      {head.canonical !== null && <link rel="canonical" href={head.canonical} />}
      {head.alternates.map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      <meta property="og:title" content={title} />
      {description !== null && <meta property="og:description" content={description} />}
      <meta property="og:locale" content={head.ogLocale} />
      {head.ogLocaleAlternates.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      {head.canonical !== null && <meta property="og:url" content={head.canonical} />}
    </>
  );
});
