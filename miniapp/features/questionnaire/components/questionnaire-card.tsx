import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { energy } from '../../../../shared/constants.js';
import { useProfile } from '../../../state/profile.js';
import { ChevronIcon, CoinIcon } from '../../../ui/icons.js';
import { logActivity } from '../../../analytics/activity.js';
import '../questionnaire.css';

/**
 * The questionnaire's entry among the free coins and energy: 12 questions, 50 coins once. Once the
 * coins are paid it says so (Claimed) and stays open for changing the answers.
 */
export function QuestionnaireCard() {
  const claimed = useProfile()?.rewardCoinsQuestionnaire === true;
  return (
    <Link
      href="/questionnaire"
      className="questionnaire-card"
      onClick={() => logActivity('questionnaire', 'entry', 'click')}
      data-testid="questionnaire-entry"
    >
      <span className="questionnaire-card__icon" aria-hidden="true">
        <CoinIcon size={22} />
      </span>
      <span className="questionnaire-card__text">
        <span className="questionnaire-card__title">
          <Trans>Tell us your taste</Trans>
        </span>
        <span className="muted">
          {claimed ? (
            <Trans>You got your {energy.questionnaireCoins} coins. Change your answers any time.</Trans>
          ) : (
            <Trans>
              Answer {energy.questionnaireQuestions} questions and get {energy.questionnaireCoins} coins
            </Trans>
          )}
        </span>
      </span>
      {claimed && (
        <span className="questionnaire-card__claimed" data-testid="questionnaire-claimed">
          <Trans>Claimed</Trans>
        </span>
      )}
      <ChevronIcon size={18} />
    </Link>
  );
}
