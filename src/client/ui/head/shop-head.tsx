import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { headTextsOf } from '../../../domain/routing/head-texts';
import { withHeadText } from '../../../domain/seo/page-head-text.rule';
import { TOKENS } from '../../di/tokens';
import type { AppShellViewModel } from '../../view-models/app-shell.view-model';
import { useShopHoursText } from '../components/use-shop-hours-text';
import { useHydrated } from '../app/use-hydrated';
import { useInjected } from '../di/container-context';
import { useReplacesServerHead } from './use-replaces-server-head';

/**
 * Per-page, per-city, per-language <head> tags. React 19 hoists <title>, <meta> and <link> from
 * anywhere in the tree into document.head and removes them when the page changes. A server-rendered
 * page already has the server's head (architecture/seo.md): these replace it once the app has taken over.
 */
export const ShopHead = observer(() => {
  const shell = useInjected<AppShellViewModel>(TOKENS.AppShellViewModel);
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const head = shell.head;
  // The same texts the server wrote into the HTML it sent (domain/routing/head-texts.ts), with what
  // staff wrote for the page in place of the defaults.
  const { title, description } = withHeadText(
    headTextsOf(head, useShopHoursText('common:hours'), (key, params) => t(key, params)),
    shell.headText,
  );
  useReplacesServerHead(hydrated);
  if (!hydrated) return null;
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
