import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { onboardingQuestions } from '../../../../shared/onboarding.js';
import { request } from '../../../api/client.js';
import { patchProfileAtom } from '../../../state/profile.js';
import type { QuizAnswers } from '../../landing/components/onboarding-quiz.js';

/** The twelve answers in question order, as the reward call takes them. */
export const submitQuestionnaire = (answers: QuizAnswers) =>
  request('/user/questionnaire/submit', { answers: onboardingQuestions.map((q) => answers[q.key]) });

/** Pays 50 coins once per account (the server decides); the new balance goes straight to the profile. */
export function useSubmitQuestionnaire() {
  const patchProfile = useSetAtom(patchProfileAtom);
  return useMutation({
    mutationFn: submitQuestionnaire,
    onSuccess: (paid) => patchProfile({ goldBalance: paid.goldBalance }),
  });
}
