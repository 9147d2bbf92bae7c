import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { appStore } from '../../state/store.js';
import { showToastAtom } from '../../state/toasts.js';
import { confirmModal } from '../../ui/confirm-modal.js';
import { goBack } from '../../ui/history.js';
import { discardCharacter } from './api/discard.js';
import { draftAtom, resetDraftAtom } from './atoms/draft.js';
import { WizardShell } from './components/wizard-shell.js';
import { track } from '../../analytics/track.js';
import { AgeStep } from './components/steps/age-step.js';
import { AttributeStep } from './components/steps/attribute-step.js';
import { ConfirmStep } from './components/steps/confirm-step.js';
import { KinksStep } from './components/steps/kinks-step.js';
import { ModeStep } from './components/steps/mode-step.js';
import { OverviewStep } from './components/steps/overview-step.js';
import { ProcessingStep } from './components/steps/processing-step.js';
import { StyleStep } from './components/steps/style-step.js';
import { flowOf, inputSteps, isStepId, reachableStep, stepUrl, type ChoiceStep, type InputStep, type StepId } from './steps.js';
import './create-character.css';

const isInput = (s: StepId): s is InputStep => (inputSteps as readonly string[]).includes(s);
const ours = () => Boolean((window.history.state as { cc?: boolean } | null)?.cc);

/**
 * `/my-roles/create`: one step per screen (`?step=`), so browser, Android and Telegram back all
 * go to the previous step and keep every choice (jotai, kept in session storage). After Create
 * the pre-created character lives at `?step=processing|confirm&id=`; leaving before "Keep
 * private" or "Publish" asks, then deletes her (`/custom-character/delete`).
 */
export function CreateCharacterPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const draft = useAtomValue(draftAtom);
  const reset = useSetAtom(resetDraftAtom);
  const toast = useSetAtom(showToastAtom);

  const raw = query.get('step');
  const step: StepId = isStepId(raw) ? raw : 'mode';
  const edit = query.get('edit') === '1' && isInput(step) && step !== 'overview';
  const id = query.get('id') ?? draft.createdId;
  const flow = flowOf(draft.mode);
  useEffect(() => track('create_role.step', { step }), [step]);

  const asking = useRef(false);
  const leaving = useRef(false);
  const lastStep = useRef<StepId | null>(null);
  const pending = useRef({ id: draft.createdId });
  useLayoutEffect(() => {
    pending.current = { id: draft.createdId };
  });

  /** Ask, then delete the unconfirmed character and leave for My Roles; false when the user stays. */
  const askDiscard = async (cid: string): Promise<boolean> => {
    if (asking.current) return false;
    asking.current = true;
    const ok = await confirmModal({
      title: t`Discard her?`,
      content: t`She is not saved yet. If you leave now she will be deleted, and coins spent on her pictures are not returned.`,
      okText: t`Discard`,
      cancelText: t`Keep creating`,
      okVariant: 'msgGray',
    });
    asking.current = false;
    if (!ok) return false;
    leaving.current = true;
    reset();
    const done = discardCharacter(cid).catch(() => undefined);
    await Promise.race([done, new Promise((r) => setTimeout(r, 2500))]);
    toast({ text: t`Character discarded`, tone: 'info' });
    navigate('/my-roles', { replace: true });
    return true;
  };

  // Keep the URL on a step that can be shown: no skipping ahead, processing needs a character.
  const guard = useRef((_step: StepId) => {});
  useLayoutEffect(() => {
    guard.current = (current: StepId) => {
      const came = lastStep.current;
      lastStep.current = current;
      if (isInput(current)) {
        if (draft.createdId) {
          const cid = draft.createdId;
          const resume = () => navigate(stepUrl('processing', { id: cid }), { replace: true });
          // Browser back from processing/confirm asks; arriving fresh resumes where she is.
          if (came === 'processing' || came === 'confirm') void askDiscard(cid).then((left) => left || resume());
          else resume();
          return;
        }
        const target = edit ? (draft.mode ? current : 'mode') : reachableStep(current, draft);
        if (target !== current) navigate(stepUrl(target), { replace: true });
      } else if (!id) {
        navigate(stepUrl(draft.mode ? 'overview' : 'mode'), { replace: true });
      }
    };
  });
  const where = `${step}|${edit}|${id}`;
  useEffect(() => {
    guard.current(where.split('|')[0] as StepId);
  }, [where]);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- every new step starts at the top
  }, [step]);

  // Left the page another way (tab bar, a link) with an unconfirmed character: keep or discard.
  const texts = useRef({ title: '', content: '', ok: '', cancel: '' });
  useLayoutEffect(() => {
    texts.current = {
      title: draft.name ? t`Discard ${draft.name}?` : t`Discard her?`,
      content: t`You left before saving her. Discard her, or keep her in My Roles to finish later.`,
      ok: t`Discard`,
      cancel: t`Keep for later`,
    };
  });
  useEffect(
    () => () => {
      const cid = pending.current.id;
      const text = texts.current;
      if (!cid || leaving.current) return;
      setTimeout(() => {
        if (window.location.pathname.endsWith('/my-roles/create')) return;
        void confirmModal({
          title: text.title,
          content: text.content,
          okText: text.ok,
          cancelText: text.cancel,
          okVariant: 'msgGray',
        }).then((ok) => {
          if (!ok) return;
          appStore.set(resetDraftAtom);
          void discardCharacter(cid).catch(() => undefined);
        });
      }, 0);
    },
    [],
  );

  const next = (from: InputStep) => {
    if (edit) {
      if (ours()) window.history.back();
      else navigate(stepUrl('overview'), { replace: true });
      return;
    }
    const to = flow[flow.indexOf(from) + 1];
    if (to) navigate(stepUrl(to), { state: { cc: true } });
  };

  const onBack = () => {
    if (step === 'processing' || step === 'confirm') {
      if (draft.createdId && id === draft.createdId) void askDiscard(id);
      else navigate('/my-roles');
      return;
    }
    const index = flow.indexOf(step);
    if (edit || index > 0) {
      if (ours()) window.history.back();
      else navigate(stepUrl(edit ? 'overview' : flow[index - 1]!), { replace: true });
      return;
    }
    goBack(navigate, '/my-roles');
  };

  const nextText = edit ? t`Save` : t`Next`;
  let body: React.ReactNode;
  switch (step) {
    case 'mode':
      body = <ModeStep onNext={() => next('mode')} nextText={nextText} />;
      break;
    case 'style':
      body = <StyleStep onNext={() => next('style')} nextText={nextText} />;
      break;
    case 'age':
      body = <AgeStep onNext={() => next('age')} nextText={nextText} />;
      break;
    case 'kinks':
      body = <KinksStep onNext={() => next('kinks')} nextText={nextText} />;
      break;
    case 'overview':
      body = (
        <OverviewStep
          onEdit={(s) => navigate(stepUrl(s, { edit: '1' }), { state: { cc: true } })}
          onCreated={(cid) => navigate(stepUrl('processing', { id: cid }), { replace: true })}
        />
      );
      break;
    case 'processing':
      body = id && (
        <ProcessingStep
          key={id}
          id={id}
          onReady={() => navigate(stepUrl('confirm', { id }), { replace: true })}
          onDiscard={() => void askDiscard(id)}
        />
      );
      break;
    case 'confirm':
      body = id && (
        <ConfirmStep
          key={id}
          id={id}
          onConfirmed={(c) => {
            reset();
            navigate(stepUrl('confirm', { id: c.id }), { replace: true });
          }}
          onNotReady={() => navigate(stepUrl('processing', { id }), { replace: true })}
          onChat={(cid) => navigate(`/chat/${encodeURIComponent(cid)}`)}
          onMyRoles={() => navigate('/my-roles')}
          onCreateAnother={() => {
            reset();
            navigate(stepUrl('mode'));
          }}
          onGone={() => {
            reset();
            navigate(stepUrl('mode'), { replace: true });
          }}
        />
      );
      break;
    default:
      body = <AttributeStep key={step} step={step as ChoiceStep} onNext={() => next(step)} nextText={nextText} />;
  }

  const index = isInput(step) ? flow.indexOf(step) : -1;
  const inFlow = index >= 0 && !edit;
  const title = step === 'processing' ? t`Creating her` : step === 'confirm' ? t`Meet her` : edit ? t`Edit her` : t`Create her`;
  return (
    <WizardShell
      title={title}
      progress={inFlow ? ((index + 1) / flow.length) * 100 : null}
      counter={inFlow ? `${index + 1}/${flow.length}` : undefined}
      onBack={onBack}
      testId={`wizard-${step}`}
    >
      <div className="cc-step content content--narrow" key={step}>
        {body}
      </div>
    </WizardShell>
  );
}
