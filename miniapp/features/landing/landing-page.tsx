import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useAtomValue } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { Button, buttonClass } from '../../ui/button.js';
import { brand } from '../../api/client.js';
import { isLoggedInAtom } from '../../state/session.js';
import { OnboardingQuiz, type QuizAnswers } from './components/onboarding-quiz.js';
import { MatchResults } from './components/match-results.js';
import { useMatch, useSavePreferences } from './api/match.js';
import { noteLandingVisit } from './landing-origin.js';
import { ensureTourToken } from '../tour/api/tour.js';
import './landing.css';

type Stage = 'intro' | 'quiz' | 'results';

/**
 * `/landing` and its audience variants: one promise per role, then the onboarding quiz; the
 * answers find the closest characters, and a tap on one opens her chat (the tour's, for a
 * visitor). The answers are kept on the account as its onboarding preferences.
 */
export function LandingPage() {
  const { variant } = useParams<{ variant?: string }>();
  const [, navigate] = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [stage, setStage] = useState<Stage>('intro');
  const [answers, setAnswers] = useState<QuizAnswers | null>(null);
  const match = useMatch(variant, answers);
  const save = useSavePreferences();

  useEffect(() => {
    if (!loggedIn) noteLandingVisit();
  }, [loggedIn]);

  /**
   * Members go to her chat. A visitor takes the tour with her (free messages, then sign-up): the
   * answers are kept on the visitor account, which a sign-up then turns into theirs.
   */
  const choose = async (characterId: string) => {
    if (!answers || save.isPending) return;
    const id = encodeURIComponent(characterId);
    if (!loggedIn) await ensureTourToken().catch(() => undefined);
    await save.mutateAsync(answers).catch(() => undefined);
    navigate(loggedIn ? `/chat/${id}` : `/tour/chat/${id}`);
  };

  if (stage === 'quiz') {
    return (
      <main className="landing landing--quiz" data-testid="landing">
        <OnboardingQuiz
          testId="landing-quiz"
          onExit={() => setStage('intro')}
          onDone={(a) => {
            setAnswers(a);
            setStage('results');
          }}
        />
      </main>
    );
  }

  if (stage === 'results') {
    return (
      <main className="landing landing--results" data-testid="landing">
        <MatchResults
          list={match.data?.list}
          failed={match.isError}
          busy={save.isPending}
          onChoose={(id) => void choose(id)}
          onRetake={() => setStage('quiz')}
          onRetry={() => void match.refetch()}
        />
      </main>
    );
  }

  const headline =
    variant === 'role1' ? (
      <Trans>A girlfriend who always has time for you</Trans>
    ) : variant === 'role2' ? (
      <Trans>Stories that go where you want</Trans>
    ) : variant === 'role3' ? (
      <Trans>Design the companion of your dreams</Trans>
    ) : (
      <Trans>Your AI companion is waiting</Trans>
    );
  return (
    <main className="landing" data-testid="landing">
      <div className="landing__glow" aria-hidden="true" />
      <img className="landing__logo" src={brand.logo} alt="" width={64} height={64} />
      <h1 className="landing__title">{headline}</h1>
      <p className="landing__text">
        <Trans>Chat, flirt and play stories with AI characters who remember you. Private, 18+ only.</Trans>
      </p>
      <Button variant="primary" size="big" onClick={() => setStage('quiz')} data-testid="landing-start-quiz">
        <Trans>Find my match</Trans>
      </Button>
      <p className="landing__text landing__sub">
        <Trans>12 quick questions, one minute.</Trans>
      </p>
      <Link href="/" className={buttonClass('textLink')}>
        <Trans>Start chatting</Trans>
      </Link>
      <p className="landing__fine muted">
        <Trans>All characters are fictional and AI-generated.</Trans>
      </p>
    </main>
  );
}
