import { useRef } from 'react';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/constants.js';
import { showToastAtom } from '../../../state/toasts.js';
import { Button } from '../../../ui/button.js';
import { DocIcon } from '../../../ui/icons.js';
import { useImportCard } from '../api/import-card.js';

/** The file as base64, without the `data:...;base64,` prefix. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Import a SillyTavern Character Card V2/V3 (.png with the card inside, or .json), at most 5 MB:
 * the server makes a private character from it through the same content policy.
 */
export function ImportCardButton({ variant = 'msgGray' }: { variant?: 'msgGray' | 'cancel' }) {
  const { t } = useLingui();
  const toast = useSetAtom(showToastAtom);
  const input = useRef<HTMLInputElement>(null);
  const importCard = useImportCard();

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!/\.(png|json)$/i.test(file.name)) {
      toast({ text: t`Choose a character card: a .png or .json file`, tone: 'error' });
      return;
    }
    if (file.size > limits.photoMaxBytes) {
      toast({ text: t`Photo max 5M`, tone: 'error' });
      return;
    }
    try {
      await importCard.mutateAsync({ file: await readBase64(file), fileName: file.name });
      toast({ text: t`Card imported: she appears in your list in a moment`, tone: 'success' });
    } catch {
      // the client showed the reason (an unreadable card, or a content policy refusal)
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".png,.json,image/png,application/json"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void onFile(e.target.files?.[0])}
        data-testid="import-file"
      />
      <Button variant={variant} onClick={() => input.current?.click()} loading={importCard.isPending} data-testid="import-card">
        <DocIcon size={18} />
        <Trans>Import a character card</Trans>
      </Button>
    </>
  );
}
