import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorCode } from '../../../../shared/errors.js';
import { Page } from '../../../ui/page.js';
import { Button, buttonClass } from '../../../ui/button.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { BookIcon, ChatIcon } from '../../../ui/icons.js';
import { useLocalePath } from '../../../ui/locale-path.js';
import { energy } from '../../../../shared/constants.js';
import { profileAtom } from '../../../state/profile.js';
import { confirmModal } from '../../../ui/confirm-modal.js';
import { askPhotoAtom } from '../atoms/conversations.js';
import { openUpsellAtom } from '../atoms/upsell.js';
import type { SessionHead } from '../api/messages.js';
import { useConversation } from '../hooks/use-conversation.js';
import { relationshipLabel } from '../labels.js';
import { Avatar } from './avatar.js';
import { Wallet } from './wallet.js';
import { MessageList } from './message-list.js';
import { Composer } from './composer.js';
import { GiftSheet } from './gift-sheet.js';
import { MemorySheet } from './memory-sheet.js';
import { MemoryIcon } from './chat-icons.js';
import { RelationshipChip } from './relationship-chip.js';
import { memorySheetAtom } from '../atoms/memory.js';
import { useTextDir } from '../../../i18n/text-direction.js';

function HeaderTitle({ head, sessionId }: { head: SessionHead | undefined; sessionId: string }) {
  const dirOf = useTextDir();
  const to = useLocalePath();
  if (!head) {
    return (
      <span className="conv-head">
        <Skeleton round style={{ width: 40, height: 40 }} />
        <span className="conv-head__text">
          <Skeleton style={{ width: 110, height: 14, marginBlockEnd: 6 }} />
          <Skeleton style={{ width: 70, height: 10 }} />
        </span>
      </span>
    );
  }
  // Her page is gone with her: the header is not a link then.
  const Head = head.gone ? GoneHead : Link;
  return (
    <Head href={to(`/character/${encodeURIComponent(head.characterId)}`)} className="conv-head" data-testid="conversation-head">
      <Avatar src={head.avatar} name={head.name} size={40} />
      <span className="conv-head__text">
        <span className="conv-head__name" dir={dirOf(head.name)}>
          {head.name}
        </span>
        <span className="conv-head__sub">
          {head.scriptTitle ? (
            <>
              <BookIcon size={12} />
              <span dir={dirOf(head.scriptTitle)} data-testid="conversation-story-title">
                {head.scriptTitle}
              </span>
              <RelationshipChip sessionId={sessionId} fallback="" compact />
            </>
          ) : (
            <>
              {!head.gone && <span className="conv-head__online" aria-hidden="true" />}
              <RelationshipChip sessionId={sessionId} fallback={relationshipLabel(head.relationship)} />
            </>
          )}
        </span>
      </span>
    </Head>
  );
}

const GoneHead = ({ className, children }: { href: string; className: string; children: React.ReactNode; 'data-testid': string }) => (
  <span className={className} data-testid="conversation-head">
    {children}
  </span>
);

function MessagesSkeleton() {
  return (
    <div className="messages-wrap" aria-busy="true">
      <div className="messages messages--skeleton">
        {[62, 40, 75, 52, 30].map((w, i) => (
          <Skeleton key={i} className={`msg-skeleton${i % 2 ? ' msg-skeleton--mine' : ''}`} style={{ width: `${w}%` }} />
        ))}
      </div>
    </div>
  );
}

/** One conversation: header, messages, composer, and the gift and memory sheets. */
export function ConversationView({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const to = useLocalePath();
  const { conversation, head, loadOlder, reload } = useConversation(sessionId);
  const askPhoto = useSetAtom(askPhotoAtom);
  const openUpsell = useSetAtom(openUpsellAtom);
  const profile = useAtomValue(profileAtom);
  const [sheet, setSheet] = useState<'gift' | null>(null);
  const openMemory = useSetAtom(memorySheetAtom);

  const name = head?.name ?? '';

  // Free users get a blurred teaser at no cost; for Premium a photo costs coins, so ask first.
  const onPhoto = async () => {
    if (profile?.isVip) {
      if (profile.goldBalance < energy.photoCoinCost) {
        openUpsell({ reason: 'coins', context: 'photo' });
        return;
      }
      const price = energy.photoCoinCost;
      const ok = await confirmModal({
        title: t`Ask ${name} for a photo?`,
        content: t`A new photo from her costs ${price} coins.`,
        okText: t`Ask for a photo`,
        cancelText: t`Not now`,
      });
      if (!ok) return;
    }
    void askPhoto(sessionId);
  };
  const missing = conversation.status === 'failed' && conversation.errorCode === ErrorCode.badParams;

  let body;
  if (missing) {
    body = (
      <EmptyState
        testId="conversation-missing"
        icon={<ChatIcon size={44} />}
        title={<Trans>This chat is not available</Trans>}
        text={<Trans>It may have been removed, or it belongs to another account.</Trans>}
        action={
          <Link href={to('/chat')} className={buttonClass('primary', 'default')}>
            <Trans>Back to chats</Trans>
          </Link>
        }
      />
    );
  } else if (conversation.status === 'failed') {
    body = (
      <div className="feed-note conv-error">
        <p>
          <Trans>Could not load this chat.</Trans>
        </p>
        <Button variant="msgGray" size="small" onClick={reload}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (conversation.status === 'loading' && conversation.messages.length === 0) {
    body = <MessagesSkeleton />;
  } else {
    body = <MessageList sessionId={sessionId} conversation={conversation} head={head} onLoadOlder={loadOlder} />;
  }

  return (
    <Page
      back
      backFallback={to('/chat')}
      className="conversation"
      testId="conversation"
      title={<HeaderTitle head={head} sessionId={sessionId} />}
      headerEnd={
        <>
          <button
            type="button"
            className="conv-icon-btn"
            onClick={() => openMemory({ sessionId })}
            aria-label={t`What she remembers`}
            title={t`What she remembers`}
            data-testid="open-memory"
          >
            <MemoryIcon size={22} />
          </button>
          <Wallet compact />
        </>
      }
    >
      {body}
      {!missing && head?.gone && (
        <p className="conv-gone" data-testid="conversation-gone">
          <Trans>{name} is no longer available: her creator removed her. Your chat and the photos you unlocked stay here.</Trans>
        </p>
      )}
      {!missing && !head?.gone && (
        <Composer
          key={sessionId}
          sessionId={sessionId}
          name={name}
          busy={Boolean(conversation.reply) || conversation.status !== 'ready'}
          onGift={() => setSheet('gift')}
          onPhoto={() => void onPhoto()}
        />
      )}
      <GiftSheet open={sheet === 'gift'} onClose={() => setSheet(null)} sessionId={sessionId} name={name} />
      <MemorySheet sessionId={sessionId} name={name} />
    </Page>
  );
}
