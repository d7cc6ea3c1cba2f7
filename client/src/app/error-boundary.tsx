import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../stores/use-stores';

interface Props { fallback: ReactNode; children: ReactNode }

/** A render error (or a page chunk that failed to download) shows a friendly page instead of a blank one. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('render failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What the shopper sees when a page failed to render: a localized apology and a reload link. */
export function PageErrorFallback() {
  const t = useT();
  return (
    <section className="page page--error" role="alert">
      <h1>{t('error.boundaryTitle')}</h1>
      <p>{t('error.boundaryText')}</p>
      <a className="button" href={window.location.href}>{t('error.reload')}</a>
    </section>
  );
}
