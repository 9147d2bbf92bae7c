import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { CustomCharacterState as State } from '../../../../shared/enums.js';
import type { CustomCharacter } from '../../../../shared/schemas/custom-character.js';
import { editBeforeConfirm, editCustomCharacter, editNick, fetchCustomCharacter } from '../../../api/custom-character.js';
import { showToastAtom } from '../../../state/toasts.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { TagEditor } from './tag-editor.js';

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Her name (`/edit-nick`), story and tags (`/edit`, or `/edit-before-confirm` before she is saved). */
export function EditRoleSheet({ id, onClose, onSaved }: { id: string | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useLingui();
  const toast = useSetAtom(showToastAtom);
  const [loaded, setLoaded] = useState<CustomCharacter | null>(null);
  const c = loaded && loaded.id === id ? loaded : null;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id) return;
    let live = true;
    fetchCustomCharacter(id)
      .then((d) => {
        if (!live) return;
        setLoaded(d);
        setName(d.name);
        setDescription(d.description);
        setTags(d.tags);
      })
      .catch(() => live && onClose());
    return () => {
      live = false;
    };
  }, [id, onClose]);

  const save = async () => {
    if (!c) return;
    const next = { name: name.trim(), description: description.trim() };
    const errs: typeof errors = {};
    if (!next.name) errs.name = t`Operation failed, input field cannot be empty`;
    if (!next.description) errs.description = t`Please enter character description`;
    setErrors(errs);
    if (errs.name || errs.description) return;
    setBusy(true);
    try {
      if (next.name !== c.name) await editNick(c.id, next.name);
      if (next.description !== c.description || !sameTags(tags, c.tags)) {
        const edit = { description: next.description, tags };
        if (c.state === State.done) await editCustomCharacter(c.id, edit);
        else await editBeforeConfirm(c.id, edit);
      }
      toast({ text: t`Saved`, tone: 'success' });
      onSaved();
      onClose();
    } catch {
      // the client showed the server's reason (a content policy refusal names it)
    } finally {
      setBusy(false);
    }
  };

  return (
    <BottomPopup open={id !== null} onClose={onClose} title={<Trans>Edit her</Trans>} testId="edit-sheet">
      {!c ? (
        <div className="role-edit" aria-busy="true">
          <Skeleton style={{ height: 48 }} />
          <Skeleton style={{ height: 112 }} />
        </div>
      ) : (
        <div className="role-edit">
          <label className="cc-field">
            <span className="cc-field__label">
              <Trans>Her name</Trans>
            </span>
            <input className="cc-input" value={name} maxLength={40} dir="auto" onChange={(e) => setName(e.target.value)} aria-invalid={Boolean(errors.name)} data-testid="edit-name" />
            {errors.name && <span className="cc-error">{errors.name}</span>}
          </label>
          <label className="cc-field">
            <span className="cc-field__label">
              <Trans>Her story</Trans>
            </span>
            <textarea
              className="cc-input cc-input--area"
              rows={5}
              maxLength={2000}
              dir="auto"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              aria-invalid={Boolean(errors.description)}
              data-testid="edit-description"
            />
            {errors.description && <span className="cc-error">{errors.description}</span>}
          </label>
          <div className="cc-field">
            <span className="cc-field__label">
              <Trans>Tags</Trans>
            </span>
            <TagEditor value={tags} onChange={setTags} />
          </div>
          <Button variant="primary" size="big" block onClick={() => void save()} loading={busy} data-testid="edit-save">
            <Trans>Save</Trans>
          </Button>
        </div>
      )}
    </BottomPopup>
  );
}
