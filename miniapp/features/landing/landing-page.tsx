import { Link, useParams } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { buttonClass } from '../../ui/button.js';
import { brand } from '../../api/client.js';
import './landing.css';

/** `/landing` and its audience variants: one promise per role, one call to action. */
export function LandingPage() {
  const { variant } = useParams<{ variant?: string }>();
  const headline =
    variant === 'role1' ? <Trans>A girlfriend who always has time for you</Trans>
    : variant === 'role2' ? <Trans>Stories that go where you want</Trans>
    : variant === 'role3' ? <Trans>Design the companion of your dreams</Trans>
    : <Trans>Your AI companion is waiting</Trans>;
  return (
    <main className="landing" data-testid="landing">
      <div className="landing__glow" aria-hidden="true" />
      <img className="landing__logo" src={brand.logo} alt="" width={64} height={64} />
      <h1 className="landing__title">{headline}</h1>
      <p className="landing__text">
        <Trans>Chat, flirt and play stories with AI characters who remember you. Private, 18+ only.</Trans>
      </p>
      <Link href="/" className={buttonClass('primary', 'big')}>
        <Trans>Start chatting</Trans>
      </Link>
      <p className="landing__fine muted">
        <Trans>All characters are fictional and AI-generated.</Trans>
      </p>
    </main>
  );
}
