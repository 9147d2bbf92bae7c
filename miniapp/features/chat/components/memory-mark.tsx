import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUsedFacts } from '../api/memory.js';
import { memorySheetAtom } from '../atoms/memory.js';
import { MemoryIcon } from './chat-icons.js';

/** Under a reply that used a remembered fact: a small mark that opens the fact in the memory sheet. */
export function MemoryMark({ sessionId, messageId }: { sessionId: string; messageId: string }) {
  const { t } = useLingui();
  const used = useUsedFacts(sessionId).data?.list.find((e) => e.messageId === messageId);
  const open = useSetAtom(memorySheetAtom);
  const fact = used?.facts[0];
  if (!fact) return null;
  const text = fact.text;
  return (
    <button
      type="button"
      className="memory-mark"
      onClick={() => open({ sessionId, factId: fact.id })}
      aria-label={t`She remembered: ${text}`}
      data-testid="memory-mark"
    >
      <MemoryIcon size={12} />
      <Trans>Remembered</Trans>
    </button>
  );
}
