import { useCallback, useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToastAtom } from '../../../state/toasts.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { fetchMemory, saveMemory } from '../api/chat-api.js';

const MEMORY_MAX = 4000;

interface SheetProps {
  open: boolean;
  onClose: () => void;
  sessionId: string;
  name: string;
}

/** The sheet's content, mounted afresh each time it opens so it always shows the latest memory. */
function MemoryEditor({ onClose, sessionId, name }: Omit<SheetProps, 'open'>) {
  const { t } = useLingui();
  const toast = useSetAtom(showToastAtom);
  const [saved, setSaved] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchMemory(sessionId, { silent: true, signal })
        .then(({ memory }) => {
          setSaved(memory);
          setText(memory);
        })
        .catch(() => !signal?.aborted && setFailed(true)),
    [sessionId],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const save = async () => {
    setSaving(true);
    try {
      const { memory } = await saveMemory(sessionId, text);
      setSaved(memory);
      setText(memory);
      toast({ text: t`Saved. She will keep this in mind.`, tone: 'success' });
      onClose();
    } catch {
      // The client already showed the server's message; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <p className="memory__lead muted">
        <Trans>{name} keeps this summary of your chats in mind. Correct it or add what she should know about you.</Trans>
      </p>
      {failed ? (
        <div className="feed-note">
          <p>
            <Trans>Could not load her memory.</Trans>
          </p>
          <Button
            variant="msgGray"
            size="small"
            onClick={() => {
              setFailed(false);
              void load();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : saved === null ? (
        <Skeleton className="memory__skeleton" />
      ) : (
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
            <Button variant="primary" onClick={save} loading={saving} disabled={text.trim() === saved.trim()} data-testid="memory-save">
              <Trans>Save</Trans>
            </Button>
          </div>
        </>
      )}
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
