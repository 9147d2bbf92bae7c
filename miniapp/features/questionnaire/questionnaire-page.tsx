import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { energy } from '../../../shared/constants.js';
import { ApiError } from '../../api/client.js';
import { isLoggedInAtom } from '../../state/session.js';
import { useProfile } from '../../state/profile.js';
import { openLoginAtom } from '../../state/popups.js';
import { goBack } from '../../ui/history.js';
import { Button, buttonClass } from '../../ui/button.js';
import { CoinIcon } from '../../ui/icons.js';
import { SignedAmount } from '../../ui/signed-amount.js';
import { OnboardingQuiz, type QuizAnswers } from '../landing/components/onboarding-quiz.js';
import { useSavePreferences } from '../landing/api/match.js';
import { useSubmitQuestionnaire } from './api/submit.js';
import { logActivity } from '../../analytics/activity.js';
import './questionnaire.css';

/**
 * `/questionnaire`: the twelve onboarding questions, one screen each, for 50 coins once. The
 * answers also become the account's onboarding preferences, so the home list recommends by them.
 * A visitor answers first and signs in at the end to collect: the answers wait in the page and go
 * out once signed in (the server pays the reward, once per account).
 */
export function QuestionnairePage() {
  const [, navigate] = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const submit = useSubmitQuestionnaire();
  // Paid before (this account, any device): the quiz no longer promises the coins.
  const claimed = useProfile()?.rewardCoinsQuestionnaire === true;
  const save = useSavePreferences();
  /** A visitor's finished answers, waiting for the sign-in. */
  const [waiting, setWaiting] = useState<QuizAnswers | null>(null);
  /** The answers already sent: the effect sends each finished set once. */
  const sent = useRef<QuizAnswers | null>(null);

  const { mutate: saveAnswers } = save;
  const { mutate: submitAnswers } = submit;
  // The answers are sent by the effect below, at once for a member, after the sign-in for a visitor.
  const finish = (answers: QuizAnswers) => {
    setWaiting(answers);
    if (!loggedIn) openLogin();
  };
  useEffect(() => {
    if (submit.isSuccess) logActivity('questionnaire', 'reward', 'done');
  }, [submit.isSuccess]);
  useEffect(() => {
    if (!loggedIn || !waiting || sent.current === waiting) return;
    sent.current = waiting;
    saveAnswers(waiting);
    submitAnswers(waiting);
  }, [loggedIn, waiting, saveAnswers, submitAnswers]);

  if (submit.isSuccess) {
    return (
      <main className="questionnaire-done" data-testid="questionnaire-done">
        <span className="questionnaire-done__coin" aria-hidden="true">
          <CoinIcon size={40} />
        </span>
        <p className="questionnaire-done__reward" data-testid="questionnaire-reward">
          <SignedAmount value={submit.data.reward} />
        </p>
        <h1 className="questionnaire-done__title">
          <Trans>Thank you! Your coins are in.</Trans>
        </h1>
        <p className="muted" data-testid="questionnaire-balance">
          <Trans>Your balance: {submit.data.goldBalance} coins</Trans>
        </p>
        <Link href="/" className={buttonClass('primary', 'big')}>
          <Trans>See your recommendations</Trans>
        </Link>
      </main>
    );
  }

  // Only a second submission is refused with 1000 (the answers are always complete).
  if (submit.error instanceof ApiError && submit.error.code === 1000) {
    return (
      <main className="questionnaire-done" data-testid="questionnaire-already">
        <h1 className="questionnaire-done__title">
          <Trans>You have already completed the questionnaire</Trans>
        </h1>
        <p className="muted">
          <Trans>Your answers are updated; the coins were paid the first time.</Trans>
        </p>
        <Link href="/" className={buttonClass('primary', 'big')}>
          <Trans>See your recommendations</Trans>
        </Link>
      </main>
    );
  }

  if (waiting && !loggedIn) {
    return (
      <main className="questionnaire-done" data-testid="questionnaire-sign-in">
        <span className="questionnaire-done__coin" aria-hidden="true">
          <CoinIcon size={40} />
        </span>
        <p className="questionnaire-done__reward">
          <SignedAmount value={energy.questionnaireCoins} />
        </p>
        <Button size="big" onClick={() => openLogin()} data-testid="questionnaire-log-in">
          <Trans>Log in</Trans>
        </Button>
      </main>
    );
  }

  return (
    <main className="questionnaire" data-testid="questionnaire">
      {claimed ? (
        <p className="questionnaire__lead is-claimed" data-testid="questionnaire-lead-claimed">
          <CoinIcon size={16} />
          <Trans>Coins claimed: your answers now only update your recommendations.</Trans>
        </p>
      ) : (
        <p className="questionnaire__lead" data-testid="questionnaire-lead">
          <CoinIcon size={16} />
          <Trans>
            Answer {energy.questionnaireQuestions} questions and get {energy.questionnaireCoins} coins
          </Trans>
        </p>
      )}
      <OnboardingQuiz testId="questionnaire-quiz" busy={submit.isPending} onExit={() => goBack(navigate, '/coins')} onDone={finish} />
    </main>
  );
}
