import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useLocalePath } from './locale-path.js';
import './not-found.css';

/**
 * 404. `invalid` is a route whose validity check failed ('Page Not Found: {path}'); otherwise
 * nothing matched the URL ('Page not found: {path}'), the two texts of spec §8.
 */
export function NotFound({ invalid = false }: { invalid?: boolean }) {
  // A path reads left to right inside Arabic too: isolated, its leading slash stays in front.
  const path = <bdi dir="ltr">{window.location.pathname}</bdi>;
  const to = useLocalePath();
  return (
    <main className="not-found" data-testid="not-found">
      <div className="not-found__code" aria-hidden="true">
        404
      </div>
      <h1 className="not-found__title">{invalid ? <Trans>Page Not Found: {path}</Trans> : <Trans>Page not found: {path}</Trans>}</h1>
      <p className="not-found__hint">
        <Trans>The page may have moved, or the link is mistyped.</Trans>
      </p>
      <Link href={to('/')} className="btn btn--primary btn--default">
        <Trans>Back to home</Trans>
      </Link>
    </main>
  );
}
