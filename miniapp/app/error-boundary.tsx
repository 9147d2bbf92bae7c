import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload.js';
import { buttonClass } from '../ui/button.js';

interface State {
  error: Error | null;
}

/** Catches render errors; a failed chunk load reloads the page (at most once per path per 10 s). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="not-found" role="alert">
        <div className="not-found__code" aria-hidden="true">
          :(
        </div>
        <h1 className="not-found__title">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="not-found__hint">
          <Trans>Please reload the page. If it keeps happening, contact support.</Trans>
        </p>
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </button>
      </main>
    );
  }
}
