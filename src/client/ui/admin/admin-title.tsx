import { useTranslation } from 'react-i18next';

/** Admin pages are never indexed. */
export const AdminTitle = ({ title }: { title: string }) => {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{`${title} — ${t('title')}`}</title>
      <meta name="robots" content="noindex" />
    </>
  );
};
