import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { replaceServerAdminTitle } from '../head/server-head';

/** Admin pages are never indexed. */
export const AdminTitle = ({ title }: { title: string }) => {
  const { t } = useTranslation('admin');
  // The server's placeholder title stood until now; with two, the browser would show the first.
  useLayoutEffect(() => replaceServerAdminTitle(document), []);
  return (
    <>
      <title>{`${title} — ${t('title')}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
};
