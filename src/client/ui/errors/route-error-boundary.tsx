import { useLocation } from 'react-router-dom';
import { FallbackBoundary } from './fallback-boundary';
import { RouteErrorPage } from './route-error.page';

/** The error page, guarded by the plain fallback in case the error page itself throws. */
export const RouteErrorBoundary = () => {
  const { pathname } = useLocation();
  return (
    <FallbackBoundary pathname={pathname}>
      <RouteErrorPage />
    </FallbackBoundary>
  );
};
