import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { onboardingQuestions } from '../../../../shared/onboarding.js';
import { ErrorCode } from '../../../../shared/errors.js';
import { ApiError, request } from '../../../api/client.js';
import { patchProfileAtom } from '../../../state/profile.js';
import type { QuizAnswers } from '../../landing/components/onboarding-quiz.js';

/** The twelve answers in question order, as the reward call takes them. */
export const submitQuestionnaire = (answers: QuizAnswers) =>
  request('/user/questionnaire/submit', { answers: onboardingQuestions.map((q) => answers[q.key]) });

/** Pays 50 coins once per account (the server decides); the new balance and the claim go straight to the profile. */
export function useSubmitQuestionnaire() {
  const patchProfile = useSetAtom(patchProfileAtom);
  return useMutation({
    mutationFn: submitQuestionnaire,
    onSuccess: (paid) => patchProfile({ goldBalance: paid.goldBalance, rewardCoinsQuestionnaire: true }),
    // 1000 is "already completed": paid before, as the profile now says too.
    onError: (error) => {
      if (error instanceof ApiError && error.code === ErrorCode.badParams) patchProfile({ rewardCoinsQuestionnaire: true });
    },
  });
}
