import { useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { CustomCharacterState as State, Visibility } from '../../../shared/enums.js';
import type { CustomCharacterListItem } from '../../../shared/schemas/custom-character.js';
import { platform } from '../../platform/index.js';
import { openLoginAtom } from '../../state/popups.js';
import { isLoggedInAtom } from '../../state/session.js';
import { showToastAtom } from '../../state/toasts.js';
import { BottomPopup } from '../../ui/bottom-popup.js';
import { Button, buttonClass } from '../../ui/button.js';
import { confirmModal } from '../../ui/confirm-modal.js';
import { EmptyState } from '../../ui/empty-state.js';
import { HeartIcon, PlusIcon } from '../../ui/icons.js';
import { Page } from '../../ui/page.js';
import { useDeleteCharacter } from './api/delete-character.js';
import { usePublishCharacter } from './api/edit-character.js';
import { useMyCharacters } from './api/my-characters.js';
import { EditRoleSheet } from './components/edit-role-sheet.js';
import { ImportCardButton } from './components/import-card-button.js';
import { RoleCard, RoleCardSkeleton } from './components/role-card.js';
import { useRedraw } from './hooks/use-redraw.js';
import { stepUrl } from './steps.js';
import '../../ui/empty-state.css';
import './create-character.css';
import './my-roles.css';

/** Lets one sheet's history entry settle before the next sheet or modal opens. */
const afterSheet = (fn: () => void) => setTimeout(fn, 250);

/** `/my-roles`: the user's own characters with their state, and what can be done with each. */
export function MyRolesPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const toast = useSetAtom(showToastAtom);
  const mine = useMyCharacters();
  const data = mine.data;
  const publishCharacter = usePublishCharacter();
  const deleteCharacter = useDeleteCharacter();
  const [actionsFor, setActionsFor] = useState<CustomCharacterListItem | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);

  const price = data ? data.createPrice : 0;
  const { redraw, redrawing, coinsSheet } = useRedraw(price);
  const memberFree = data?.memberFreeAvailable ?? false;

  const chat = (c: CustomCharacterListItem) => navigate(`/chat/${encodeURIComponent(c.id)}`);

  const rebuild = async (c: CustomCharacterListItem, ask: boolean) => {
    if (ask) {
      const ok = await confirmModal({
        title: t`Redraw ${c.name}?`,
        content: t`Her portrait and gallery are drawn again from her looks and replace the current ones. This costs ${price} coins; if drawing fails, the coins come back.`,
        okText: t`Redraw · ${price} coins`,
        cancelText: t`Cancel`,
      });
      if (!ok) return;
    }
    await redraw(c.id);
  };

  const publish = async (c: CustomCharacterListItem) => {
    const ok = await confirmModal({
      title: t`Publish ${c.name}?`,
      content: t`Everyone will be able to find her in the catalogue and chat with her. Publishing is permanent: she cannot be made private again.`,
      okText: t`Publish`,
      cancelText: t`Not now`,
    });
    if (!ok) return;
    try {
      await publishCharacter.mutateAsync(c.id);
      platform().haptic('success');
      toast({ text: t`${c.name} is published`, tone: 'success' });
    } catch {
      // toast shown by the client
    }
  };

  const remove = async (c: CustomCharacterListItem) => {
    const ok = await confirmModal({
      title: t`Delete ${c.name}?`,
      content: t`She, her photos and your chats with her are deleted for good. This cannot be undone.`,
      okText: t`Delete`,
      cancelText: t`Cancel`,
      okVariant: 'msgGray',
    });
    if (!ok) return;
    try {
      await deleteCharacter.mutateAsync(c.id);
      toast({ text: t`${c.name} was deleted`, tone: 'info' });
    } catch {
      // toast shown by the client
    }
  };

  const open = (c: CustomCharacterListItem) => {
    if (c.state === State.createSuccess) navigate(stepUrl('confirm', { id: c.id }));
    else setActionsFor(c);
  };

  const act = (fn: () => void) => {
    setActionsFor(null);
    afterSheet(fn);
  };

  let body: React.ReactNode;
  if (!loggedIn) {
    body = (
      <EmptyState
        testId="my-roles-login"
        icon={<HeartIcon size={48} />}
        title={<Trans>Log in to see your characters</Trans>}
        text={<Trans>Create your own companion: her look, her personality and how you met.</Trans>}
        action={
          <Button variant="primary" size="big" onClick={() => openLogin()} data-testid="my-roles-login-button">
            <Trans>Log in</Trans>
          </Button>
        }
      />
    );
  } else if (!data && !mine.isError) {
    body = (
      <div className="role-grid">
        {[0, 1, 2, 3].map((i) => (
          <RoleCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (!data) {
    body = (
      <EmptyState
        title={<Trans>Could not load your characters.</Trans>}
        action={
          <Button variant="msgGray" onClick={() => void mine.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  } else if (data.list.length === 0) {
    body = (
      <EmptyState
        testId="my-roles-empty"
        icon={<HeartIcon size={48} />}
        title={<Trans>You have not created a character yet</Trans>}
        text={<Trans>Design your own companion: her look, personality and how you met.</Trans>}
        action={
          <div className="my-roles__empty-actions">
            <Link href="/my-roles/create" className={buttonClass('primary', 'big')} data-testid="create-first">
              <PlusIcon size={20} />
              <Trans>Create your first character</Trans>
            </Link>
            <ImportCardButton variant="cancel" />
          </div>
        }
      />
    );
  } else {
    body = (
      <>
        <Link href="/my-roles/create" className="my-roles__create" data-testid="create-new">
          <span className="my-roles__create-icon">
            <PlusIcon size={24} />
          </span>
          <span className="my-roles__create-text">
            <span className="my-roles__create-title">
              <Trans>Create a new character</Trans>
            </span>
            <span className="my-roles__create-hint">
              {memberFree ? <Trans>Free with your Premium</Trans> : <Trans>{price} coins for her portrait and gallery</Trans>}
            </span>
          </span>
        </Link>
        <div className="role-grid" data-testid="role-grid">
          {data.list.map((c) => (
            <RoleCard
              key={c.id}
              c={c}
              onOpen={() => open(c)}
              onMore={() => setActionsFor(c)}
              onChat={() => chat(c)}
              onRetry={() => void rebuild(c, false)}
              retrying={redrawing === c.id}
            />
          ))}
        </div>
        <Link href="/services/inbox" className="my-roles__create" data-testid="service-inbox-link">
          <span className="my-roles__create-text">
            <span className="my-roles__create-title">
              <Trans>Orders for my characters</Trans>
            </span>
            <span className="my-roles__create-hint">
              <Trans>Custom stories and photo sets people ordered from you</Trans>
            </span>
          </span>
        </Link>
        <div className="my-roles__import">
          <p className="muted">
            <Trans>Have a SillyTavern character card? Bring her here.</Trans>
          </p>
          <ImportCardButton />
        </div>
      </>
    );
  }

  const a = actionsFor;
  const drawing = a ? a.state === State.creating || a.state === State.onSubmit : false;
  return (
    <Page title={<Trans>My Roles</Trans>} testId="my-roles">
      <div className="content content--narrow my-roles">{body}</div>
      <BottomPopup open={a !== null} onClose={() => setActionsFor(null)} title={a?.name} testId="role-actions">
        {a && (
          <div className="role-actions">
            {a.state === State.done && (
              <button type="button" className="role-action" onClick={() => act(() => chat(a))} data-testid="action-chat">
                <span aria-hidden="true">💬</span>
                <Trans>Chat with her</Trans>
              </button>
            )}
            {a.state === State.createSuccess && (
              <button
                type="button"
                className="role-action"
                onClick={() => act(() => navigate(stepUrl('confirm', { id: a.id })))}
                data-testid="action-finish"
              >
                <span aria-hidden="true">✨</span>
                <Trans>Finish: keep private or publish</Trans>
              </button>
            )}
            <button type="button" className="role-action" onClick={() => act(() => setEditing(a.id))} data-testid="action-edit">
              <span aria-hidden="true">✏️</span>
              <Trans>Edit name, story and tags</Trans>
            </button>
            {a.state === State.done && (
              <button
                type="button"
                className="role-action"
                onClick={() => act(() => navigate(`/ugc/generate-image?id=${encodeURIComponent(a.id)}`))}
                data-testid="action-photos"
              >
                <span aria-hidden="true">📸</span>
                <Trans>Generate more photos</Trans>
              </button>
            )}
            <button
              type="button"
              className="role-action"
              disabled={drawing}
              onClick={() => act(() => void rebuild(a, true))}
              data-testid="action-rebuild"
            >
              <span aria-hidden="true">🎨</span>
              <Trans>Redraw her pictures</Trans>
            </button>
            {a.state === State.done && a.visibility === Visibility.private && (
              <button type="button" className="role-action" onClick={() => act(() => void publish(a))} data-testid="action-publish">
                <span aria-hidden="true">🌍</span>
                <Trans>Publish to the catalogue</Trans>
              </button>
            )}
            <button
              type="button"
              className="role-action role-action--danger"
              disabled={drawing}
              onClick={() => act(() => void remove(a))}
              data-testid="action-delete"
            >
              <span aria-hidden="true">🗑️</span>
              <Trans>Delete</Trans>
            </button>
          </div>
        )}
      </BottomPopup>
      <EditRoleSheet id={editing} onClose={closeEdit} />
      {coinsSheet}
    </Page>
  );
}
