import { useTranslation } from 'react-i18next';
import { useReplacesServerHead } from '../head/use-replaces-server-head';

/** Admin pages are never indexed. */
export const AdminTitle = ({ title }: { title: string }) => {
  const { t } = useTranslation('admin');
  // The server's placeholder title (the area's name) stood until the section's code arrived.
  useReplacesServerHead(true);
  return (
    <>
      <title>{`${title} — ${t('title')}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
};
