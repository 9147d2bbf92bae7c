import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { CustomCharacterState as State, Visibility } from '../../../../../shared/enums.js';
import type { CustomCharacter } from '../../../../../shared/schemas/custom-character.js';
import { platform } from '../../../../platform/index.js';
import { showToastAtom } from '../../../../state/toasts.js';
import { Button } from '../../../../ui/button.js';
import { confirmModal } from '../../../../ui/confirm-modal.js';
import { GlobeIcon, LockIcon } from '../../../../ui/icons.js';
import { MainAction } from '../../../../ui/main-action.js';
import { Skeleton } from '../../../../ui/skeleton.js';
import { useConfirmCharacter } from '../../api/confirm-character.js';
import { isMissing, useCustomCharacter } from '../../api/custom-character.js';
import { PhotoViewer } from '../../../../ui/photo-viewer.js';
import { tagLabel } from '../../../../i18n/tag-labels.js';
import { verificationQuery } from '../../../trust/api/trust.js';
import { useTextDir } from '../../../../i18n/text-direction.js';

interface ConfirmStepProps {
  id: string;
  /** She was kept private or published: the draft is finished. */
  onConfirmed: (c: CustomCharacter) => void;
  /** Her pictures are not ready (drawing or failed): back to processing. */
  onNotReady: () => void;
  onChat: (id: string) => void;
  onMyRoles: () => void;
  onCreateAnother: () => void;
  onGone: () => void;
}

/** Her portrait and gallery, then "Keep private" or "Publish" (permanent); once done, "Chat with her". */
export function ConfirmStep({ id, onConfirmed, onNotReady, onChat, onMyRoles, onCreateAnother, onGone }: ConfirmStepProps) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const detail = useCustomCharacter(id);
  const confirm = useConfirmCharacter();
  const toast = useSetAtom(showToastAtom);
  const [choice, setChoice] = useState<0 | 1>(Visibility.private);
  // Asked again when the app comes back to the front: she may have gone to verify meanwhile.
  const verification = useQuery({ ...verificationQuery(), staleTime: 0, refetchOnWindowFocus: true });
  const unverifiedPublish = choice === Visibility.open && !!verification.data && verification.data.status !== 'approved';
  const [viewing, setViewing] = useState<string | null>(null);
  const c = detail.data ?? null;
  const missing = isMissing(detail.error);

  const nav = useRef({ onNotReady, onGone });
  useLayoutEffect(() => {
    nav.current = { onNotReady, onGone };
  });
  const state = c?.state;
  useEffect(() => {
    if (state !== undefined && state !== State.createSuccess && state !== State.done) nav.current.onNotReady();
    if (missing) nav.current.onGone();
  }, [state, missing]);

  if (!c) {
    return (
      <div className="cc-confirm" aria-busy="true">
        <Skeleton className="cc-confirm__portrait" />
        <Skeleton style={{ width: '50%', height: 24, marginBlock: 16 }} />
      </div>
    );
  }

  const save = async () => {
    if (choice === Visibility.open) {
      const ok = await confirmModal({
        title: t`Publish ${c.name}?`,
        content: t`Everyone will be able to find her in the catalogue and chat with her. Publishing is permanent: she cannot be made private again.`,
        okText: t`Publish`,
        cancelText: t`Not now`,
      });
      if (!ok) return;
    }
    try {
      const done = await confirm.mutateAsync({ id: c.id, visibility: choice });
      platform().haptic('success');
      toast({
        text: choice === Visibility.open ? t`${c.name} is published` : t`${c.name} is saved, only you can see her`,
        tone: 'success',
      });
      onConfirmed(done);
    } catch {
      // the client showed the server's message
    }
  };

  const done = c.state === State.done;
  const photos = [c.cover, ...c.photos.map((p) => p.url)].filter(Boolean);

  return (
    <div className="cc-confirm" data-testid={done ? 'confirm-done' : 'confirm'}>
      <button type="button" className="cc-confirm__portrait" onClick={() => setViewing(c.cover)} aria-label={t`View her portrait`}>
        <img src={c.cover} alt="" />
        <span className="cc-confirm__shade" />
        <span className="cc-confirm__name">
          <span dir={dirOf(c.name)}>{c.name}</span> <span className="num">{c.age}</span>
        </span>
        {done && (
          <span className={`cc-badge ${c.visibility === Visibility.open ? 'cc-badge--public' : 'cc-badge--private'}`}>
            {c.visibility === Visibility.open ? <Trans>Published</Trans> : <Trans>Private</Trans>}
          </span>
        )}
      </button>
      {photos.length > 1 && (
        <div className="cc-gallery" role="list" aria-label={t`Her gallery`}>
          {photos.slice(1).map((url) => (
            <button key={url} type="button" role="listitem" className="cc-gallery__item" onClick={() => setViewing(url)}>
              <img src={url} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {c.tags.length > 0 && (
        <div className="cc-chips">
          {c.tags.map((tag) => (
            <span key={tag} className="cc-chip cc-chip--static" dir={dirOf(tagLabel(tag))}>
              #{tagLabel(tag)}
            </span>
          ))}
        </div>
      )}

      {done ? (
        <div className="cc-ready">
          <h2 className="cc-intro__title">
            <Trans>{c.name} is ready</Trans>
          </h2>
          <p className="muted">
            {c.visibility === Visibility.open ? (
              <Trans>She is in the catalogue now. Say hi and start your story.</Trans>
            ) : (
              <Trans>Only you can see her. Say hi and start your story.</Trans>
            )}
          </p>
          <div className="cc-ready__row">
            <Button variant="msgGray" onClick={onMyRoles} data-testid="go-my-roles">
              <Trans>My Roles</Trans>
            </Button>
            <Button variant="cancel" onClick={onCreateAnother} data-testid="create-another">
              <Trans>Create another</Trans>
            </Button>
          </div>
          <MainAction text={t`Chat with her`} onClick={() => onChat(c.id)} testId="chat-with-her" />
        </div>
      ) : (
        <>
          <h2 className="cc-intro__title">
            <Trans>Who can meet her?</Trans>
          </h2>
          <div className="cc-visibility" role="radiogroup" aria-label={t`Who can meet her?`}>
            <button
              type="button"
              role="radio"
              aria-checked={choice === Visibility.private}
              className={`cc-mode${choice === Visibility.private ? ' is-on' : ''}`}
              onClick={() => setChoice(Visibility.private)}
              data-testid="visibility-private"
            >
              <span className="cc-mode__icon">
                <LockIcon size={24} />
              </span>
              <span className="cc-mode__text">
                <span className="cc-mode__title">
                  <Trans>Keep private</Trans>
                </span>
                <span className="cc-mode__hint">
                  <Trans>Only you can chat with her. You can publish her later.</Trans>
                </span>
              </span>
              <span className="cc-radio" aria-hidden="true" />
            </button>
            <button
              type="button"
              role="radio"
              aria-checked={choice === Visibility.open}
              className={`cc-mode${choice === Visibility.open ? ' is-on' : ''}`}
              onClick={() => setChoice(Visibility.open)}
              data-testid="visibility-public"
            >
              <span className="cc-mode__icon">
                <GlobeIcon size={24} />
              </span>
              <span className="cc-mode__text">
                <span className="cc-mode__title">
                  <Trans>Publish</Trans>
                </span>
                <span className="cc-mode__hint">
                  <Trans>Everyone can find and chat with her. This is permanent: she cannot be made private again.</Trans>
                </span>
              </span>
              <span className="cc-radio" aria-hidden="true" />
            </button>
          </div>
          {unverifiedPublish && (
            // Said before the choice is made, not by a toast after it (the server refuses to publish).
            <p className="cc-verify-note" data-testid="publish-needs-verification">
              <Trans>Publishing needs a verified profile.</Trans>{' '}
              <Link href="/verification">
                <Trans>Profile verification</Trans>
              </Link>
            </p>
          )}
          <MainAction
            text={choice === Visibility.open ? t`Publish her` : t`Keep her private`}
            onClick={() => void save()}
            loading={confirm.isPending}
            // Not offered until the profile is verified: the server would refuse it.
            disabled={unverifiedPublish}
            testId="confirm-save"
          />
        </>
      )}
      {viewing && <PhotoViewer url={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
