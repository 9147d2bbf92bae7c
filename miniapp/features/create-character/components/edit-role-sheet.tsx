import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomCharacter } from '../../../../shared/schemas/custom-character.js';
import { Release, Visibility } from '../../../../shared/enums.js';
import { showToastAtom } from '../../../state/toasts.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { useEditableCharacter } from '../api/custom-character.js';
import { useSavePersona } from '../api/edit-character.js';
import { TagEditor } from './tag-editor.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/** Her name, story and tags in one call (`/edit`, or `/edit-before-confirm` before she is saved): checked whole before any is written. */
export function EditRoleSheet({ id, onClose }: { id: string | null; onClose: () => void }) {
  const loaded = useEditableCharacter(id);
  const c = loaded.data && loaded.data.id === id ? loaded.data : null;
  const failed = loaded.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  return (
    <BottomPopup open={id !== null} onClose={onClose} title={<Trans>Edit her</Trans>} testId="edit-sheet">
      {!c ? (
        <div className="role-edit" aria-busy="true">
          <Skeleton style={{ height: 48 }} />
          <Skeleton style={{ height: 112 }} />
        </div>
      ) : (
        <EditRoleForm key={c.id} c={c} onClose={onClose} />
      )}
    </BottomPopup>
  );
}

/** The form starts from her as loaded; one form per character. */
function EditRoleForm({ c, onClose }: { c: CustomCharacter; onClose: () => void }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const toast = useSetAtom(showToastAtom);
  const save = useSavePersona();
  const [name, setName] = useState(c.name);
  const [description, setDescription] = useState(c.description);
  const [tags, setTags] = useState<string[]>(c.tags);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});

  const submit = async () => {
    const next = { name: name.trim(), description: description.trim() };
    const errs: typeof errors = {};
    if (!next.name) errs.name = t`Operation failed, input field cannot be empty`;
    if (!next.description) errs.description = t`Please enter character description`;
    setErrors(errs);
    if (errs.name || errs.description) return;
    try {
      const saved = await save.mutateAsync({ before: c, ...next, tags });
      // A published character's changes reach others only after review.
      const reviewed = saved.visibility === Visibility.open && saved.release === Release.test;
      toast({ text: reviewed ? t`Saved. Others will see the changes once our team has reviewed them.` : t`Saved`, tone: 'success' });
      onClose();
    } catch {
      // the client showed the server's reason (a content policy refusal names it)
    }
  };

  return (
    <div className="role-edit">
      <ReviewNote c={c} />
      <label className="cc-field">
        <span className="cc-field__label">
          <Trans>Her name</Trans>
        </span>
        <input
          className="cc-input"
          value={name}
          maxLength={40}
          dir={dirOf(name)}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={Boolean(errors.name)}
          data-testid="edit-name"
        />
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
          dir={dirOf(description)}
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
      <Button variant="primary" size="big" block onClick={() => void submit()} loading={save.isPending} data-testid="edit-save">
        <Trans>Save</Trans>
      </Button>
    </div>
  );
}

/** Where her publication stands, for a character her creator made public. */
function ReviewNote({ c }: { c: CustomCharacter }) {
  if (c.visibility !== Visibility.open || c.release === Release.release) return null;
  if (c.release === Release.test)
    return (
      <p className="role-edit__note" data-testid="edit-review-note">
        <Trans>In review: others will see her, or your latest changes, once our team has checked them.</Trans>
      </p>
    );
  return (
    <p className="role-edit__note role-edit__note--refused" data-testid="edit-review-note">
      <Trans>Not published.</Trans> {c.failReason && <bdi>{c.failReason}</bdi>}{' '}
      <Link href="/settings/appeals" className="role-edit__appeal">
        <Trans>Appeal</Trans>
      </Link>
    </p>
  );
}
