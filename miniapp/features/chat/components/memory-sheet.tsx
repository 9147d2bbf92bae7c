import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToastAtom } from '../../../state/toasts.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { useMemory, useSaveMemory } from '../api/memory.js';

const MEMORY_MAX = 4000;

interface SheetProps {
  open: boolean;
  onClose: () => void;
  sessionId: string;
  name: string;
}

/** The sheet's content, mounted afresh each time it opens so it always shows the latest memory. */
function MemoryEditor({ onClose, sessionId, name }: Omit<SheetProps, 'open'>) {
  const memory = useMemory(sessionId);
  return (
    <>
      <p className="memory__lead muted">
        <Trans>{name} keeps this summary of your chats in mind. Correct it or add what she should know about you.</Trans>
      </p>
      {memory.data ? (
        <MemoryForm saved={memory.data.memory} onClose={onClose} sessionId={sessionId} />
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

/** The text as she has it, to correct and save. */
function MemoryForm({ saved, onClose, sessionId }: { saved: string; onClose: () => void; sessionId: string }) {
  const { t } = useLingui();
  const toast = useSetAtom(showToastAtom);
  const [text, setText] = useState(saved);
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
        rows={8}
        dir="auto"
        placeholder={t`Nothing yet — she notes the important things as you talk.`}
        onChange={(e) => setText(e.target.value)}
        aria-label={t`What she remembers`}
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

/** "What she remembers": the running summary she keeps of this chat, editable by the user. */
export function MemorySheet({ open, onClose, sessionId, name }: SheetProps) {
  return (
    <BottomPopup open={open} onClose={onClose} title={<Trans>What she remembers</Trans>} testId="memory-sheet">
      <MemoryEditor onClose={onClose} sessionId={sessionId} name={name} />
    </BottomPopup>
  );
}
