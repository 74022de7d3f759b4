import { useTranslation } from 'react-i18next';
import { Message } from './admin-orders.styles';

interface AdminLoadStateProps {
  /** The screen's block of admin.json ('orders', 'menu'), which holds loading, failed, retry and stale. */
  readonly texts: 'orders' | 'menu' | 'coupons' | 'callbacks' | 'banners';
  readonly state: 'loading' | 'failed' | 'ready';
  /** A reload failed: the list on screen is the last one received. */
  readonly stale: boolean;
  readonly onRetry: () => void;
}

/** What an admin screen says while its list loads, when the load failed (with a retry), or when a reload did. */
export const AdminLoadState = ({ texts, state, stale, onRetry }: AdminLoadStateProps) => {
  const { t } = useTranslation('admin');
  return (
    <>
      {stale && <Message role="status">{t(`${texts}.stale`)}</Message>}
      {state === 'loading' && <p role="status">{t(`${texts}.loading`)}</p>}
      {state === 'failed' && (
        <Message role="alert" data-tone="danger">
          <span>{t(`${texts}.failed`)}</span>
          <button type="button" onClick={onRetry}>
            {t(`${texts}.retry`)}
          </button>
        </Message>
      )}
    </>
  );
};
