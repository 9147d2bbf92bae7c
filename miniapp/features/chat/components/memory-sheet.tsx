import { useEffect, useRef, useState } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MemoryFact } from '../../../../shared/schemas/memory.js';
import { showToastAtom } from '../../../state/toasts.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { useChangeFact, useMemory, useRelationship, useSaveMemory } from '../api/memory.js';
import { memorySheetAtom } from '../atoms/memory.js';
import { factKindLabel, reasonLabel, stageLabel } from '../memory-labels.js';
import { PencilIcon, PinIcon, TrashIcon } from './chat-icons.js';
import { SignedAmount } from '../../../ui/signed-amount.js';
import { useTextDir } from '../../../i18n/text-direction.js';

const MEMORY_MAX = 4000;
const FACT_MAX = 200;

/** Affection, stage, the next stage and the latest changes. */
function RelationshipPanel({ sessionId }: { sessionId: string }) {
  const { t } = useLingui();
  const r = useRelationship(sessionId).data;
  if (!r) return <Skeleton className="memory-rel memory-rel--skeleton" />;
  const next = r.stages.find((s) => s.from > r.affection);
  const nextStage = next ? stageLabel(next.stage) : '';
  const nextFrom = next?.from ?? 0;
  const affection = r.affection;
  return (
    <section className="memory-rel" data-testid="memory-relationship">
      <div className="memory-rel__top">
        <span className="memory-rel__stage">{stageLabel(r.stage)}</span>
        <span className="memory-rel__value num">
          <Trans>Affection {affection}/100</Trans>
        </span>
      </div>
      <div
        className="memory-rel__bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={affection}
        aria-label={t`Affection`}
      >
        <span style={{ inlineSize: `${affection}%` }} />
      </div>
      {next && (
        <p className="memory-rel__next muted">
          <Trans>
            Next: {nextStage} at {nextFrom}
          </Trans>
        </p>
      )}
      {r.history.length > 0 && (
        <ul className="memory-rel__history">
          {r.history.slice(0, 3).map((h, i) => (
            <li key={i}>
              <span>{reasonLabel(h.reason)}</span>
              <SignedAmount value={h.delta} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One remembered fact: where it came from, pin, reword, delete. */
function FactItem({ fact, sessionId, focused }: { fact: MemoryFact; sessionId: string; focused: boolean }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const toast = useSetAtom(showToastAtom);
  const change = useChangeFact(sessionId);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(fact.text);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  const source = fact.source;
  const save = () => change.mutate({ op: 'edit', factId: fact.id, text }, { onSuccess: () => setEditing(false) });
  return (
    <li
      ref={ref}
      className={`memory-fact${focused ? ' memory-fact--focus' : ''}${fact.pinned ? ' memory-fact--pinned' : ''}`}
      data-testid="memory-fact"
      data-fact-id={fact.id}
    >
      <span className="memory-fact__kind">{factKindLabel(fact.kind)}</span>
      {editing ? (
        <div className="memory-fact__edit">
          <input
            className="memory-fact__input"
            value={text}
            maxLength={FACT_MAX}
            dir={dirOf(text)}
            autoFocus
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && text.trim() && save()}
            aria-label={t`Edit`}
            data-testid="memory-fact-input"
          />
          <Button
            variant="primary"
            size="small"
            onClick={save}
            loading={change.isPending}
            disabled={!text.trim()}
            data-testid="memory-fact-save"
          >
            <Trans>Save</Trans>
          </Button>
          <Button variant="msgGray" size="small" onClick={() => (setText(fact.text), setEditing(false))}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      ) : (
        <p className="memory-fact__text" dir={dirOf(fact.text)} data-testid="memory-fact-text">
          {fact.text}
        </p>
      )}
      <p className="memory-fact__source muted">
        {fact.userEdited ? (
          <Trans>Written by you</Trans>
        ) : source ? (
          <Trans>
            From your message: “<bdi>{source}</bdi>”
          </Trans>
        ) : null}
      </p>
      {!editing && (
        <div className="memory-fact__actions">
          <button
            type="button"
            className="memory-fact__btn"
            aria-pressed={fact.pinned}
            title={fact.pinned ? t`Unpin` : t`Pin`}
            aria-label={fact.pinned ? t`Unpin` : t`Pin`}
            onClick={() => change.mutate({ op: 'pin', factId: fact.id, pinned: !fact.pinned })}
            data-testid="memory-fact-pin"
          >
            <PinIcon size={16} />
          </button>
          <button
            type="button"
            className="memory-fact__btn"
            title={t`Edit`}
            aria-label={t`Edit`}
            onClick={() => setEditing(true)}
            data-testid="memory-fact-edit"
          >
            <PencilIcon size={16} />
          </button>
          <button
            type="button"
            className="memory-fact__btn"
            title={t`Delete`}
            aria-label={t`Delete`}
            onClick={() =>
              change.mutate(
                { op: 'delete', factId: fact.id },
                { onSuccess: () => toast({ text: t`Forgotten. She will not bring it up again.`, tone: 'success' }) },
              )
            }
            data-testid="memory-fact-delete"
          >
            <TrashIcon size={16} />
          </button>
        </div>
      )}
    </li>
  );
}

/** The user's own memory for her. */
function AddFact({ sessionId }: { sessionId: string }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const change = useChangeFact(sessionId);
  const [text, setText] = useState('');
  const add = () => change.mutate({ op: 'add', kind: 'note', text }, { onSuccess: () => setText('') });
  return (
    <div className="memory-add">
      <input
        className="memory-fact__input"
        value={text}
        maxLength={FACT_MAX}
        dir={dirOf(text)}
        placeholder={t`Something she should remember`}
        aria-label={t`Something she should remember`}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && text.trim() && add()}
        data-testid="memory-add-text"
      />
      <Button variant="primary" size="small" onClick={add} loading={change.isPending} disabled={!text.trim()} data-testid="memory-add">
        <Trans>Add</Trans>
      </Button>
    </div>
  );
}

/** The sheet's content, mounted afresh each time it opens so it always shows the latest memory. */
function MemoryContent({ onClose, sessionId, name, factId }: { onClose: () => void; sessionId: string; name: string; factId?: string }) {
  const memory = useMemory(sessionId);
  const data = memory.data;
  const count = data?.facts.length ?? 0;
  const limit = data?.limit ?? 0;
  return (
    <>
      <RelationshipPanel sessionId={sessionId} />
      <h3 className="memory__title">
        <Trans>What she knows about you</Trans>
      </h3>
      <p className="memory__lead muted">
        <Trans>{name} remembers these things about you. Pin what matters most, correct or delete anything, or add your own.</Trans>
      </p>
      {data ? (
        <>
          {data.facts.length ? (
            <ul className="memory-facts">
              {data.facts.map((f) => (
                <FactItem key={f.id} fact={f} sessionId={sessionId} focused={f.id === factId} />
              ))}
            </ul>
          ) : (
            <p className="memory__empty muted">
              <Trans>Nothing yet — she notes the important things as you talk.</Trans>
            </p>
          )}
          <AddFact sessionId={sessionId} />
          <p className="memory__count muted num">
            <Trans>
              {count} of {limit} memories
            </Trans>
          </p>
          <h3 className="memory__title">
            <Trans>The story so far</Trans>
          </h3>
          <MemoryForm saved={data.summary} onClose={onClose} sessionId={sessionId} />
        </>
      ) : memory.isError && !memory.isFetching ? (
        <div className="feed-note">
          <p>
            <Trans>Could not load her memory.</Trans>
          </p>
          <Button variant="msgGray" size="small" onClick={() => void memory.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <Skeleton className="memory__skeleton" />
      )}
    </>
  );
}

/** The story so far as she has it, to correct and save. */
function MemoryForm({ saved, onClose, sessionId }: { saved: string; onClose: () => void; sessionId: string }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const toast = useSetAtom(showToastAtom);
  const [text, setText] = useState(saved);
  const [base, setBase] = useState(saved);
  // The story was rewritten meanwhile (a fact deleted or edited above): the box follows it unless
  // the user is editing it. Before, it kept the old text, and Save wrote a deleted fact back.
  if (saved !== base) {
    setBase(saved);
    if (text === base) setText(saved);
  }
  const save = useSaveMemory(sessionId);

  const onSave = () =>
    save.mutate(text, {
      onSuccess: ({ memory }) => {
        setText(memory);
        toast({ text: t`Saved. She will keep this in mind.`, tone: 'success' });
        onClose();
      },
      // On a refusal the client already showed the server's message; the text stays for another try.
    });

  return (
    <>
      <textarea
        className="memory__field"
        value={text}
        maxLength={MEMORY_MAX}
        rows={5}
        dir={dirOf(text)}
        placeholder={t`Nothing yet — she notes the important things as you talk.`}
        onChange={(e) => setText(e.target.value)}
        aria-label={t`The story so far`}
        data-testid="memory-text"
      />
      <div className="memory__foot">
        <span className="muted num">
          {text.length}/{MEMORY_MAX}
        </span>
        <Button
          variant="primary"
          onClick={onSave}
          loading={save.isPending}
          disabled={text.trim() === saved.trim()}
          data-testid="memory-save"
        >
          <Trans>Save</Trans>
        </Button>
      </div>
    </>
  );
}

/** "What she remembers": the relationship, the facts and the story so far of this chat, all editable. */
export function MemorySheet({ sessionId, name }: { sessionId: string; name: string }) {
  const [state, setState] = useAtom(memorySheetAtom);
  const open = state?.sessionId === sessionId;
  const close = () => setState(null);
  return (
    <BottomPopup open={open} onClose={close} title={<Trans>What she remembers</Trans>} testId="memory-sheet">
      {open && <MemoryContent onClose={close} sessionId={sessionId} name={name} factId={state.factId} />}
    </BottomPopup>
  );
}
