import { Component, type ErrorInfo, type ReactNode } from 'react';
import { localeOfPath } from '../../../domain/routing/relocalize-path';
import { FALLBACK_TEXTS } from './fallback-texts';

interface Props {
  /** The page's path, to answer in its language. */
  pathname: string;
  children: ReactNode;
}

/**
 * If showing the error page fails, a plain text with a link home appears. Plain markup
 * and inline styles only, and a full-page link, since the router may be what failed.
 */
export class FallbackBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The error page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const locale = localeOfPath(this.props.pathname);
    const texts = FALLBACK_TEXTS[locale];
    return (
      <div role="alert" style={{ padding: 24, textAlign: 'center' }}>
        <p>{texts.message}</p>
        <a href={locale === 'uk' ? '/' : `/${locale}/`}>{texts.home}</a>
      </div>
    );
  }
}
