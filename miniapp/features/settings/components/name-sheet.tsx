import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { neutralNickCode } from '../../../../shared/nick.js';
import { ErrorCode } from '../../../../shared/errors.js';
import { ApiError } from '../../../api/client.js';
import { platform } from '../../../platform/index.js';
import { showToastAtom } from '../../../state/toasts.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { useSaveDisplayName } from '../api/display-name.js';
import '../../login/login.css';
import { useTextDir } from '../../../i18n/text-direction.js';

/** The server's limit on a display name. */
const NAME_MAX = 32;

/**
 * Me → the name: the one she calls the user by in chats (a card greeting's {{user}} too). A
 * placeholder ("User AB12") starts the field empty. A refusal stays under the field: the content
 * policy's reason as the server words it, an empty name in our words.
 */
export function NameSheet({ nick, onClose }: { nick: string; onClose: () => void }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const toast = useSetAtom(showToastAtom);
  const save = useSaveDisplayName();
  const [name, setName] = useState(neutralNickCode(nick) ? '' : nick);
  const [error, setError] = useState('');
  const empty = t`Your name cannot be empty. Type at least one letter or number.`;

  const submit = () => {
    const value = name.trim();
    if (!value) return setError(empty);
    save.mutate(value, {
      onSuccess: () => {
        platform().haptic('success');
        toast({ text: t`Name saved`, tone: 'success' });
        onClose();
      },
      onError: (e) => {
        const code = e instanceof ApiError ? e.code : -1;
        if (code === ErrorCode.badParams) setError(empty);
        else if (code === ErrorCode.contentNotAllowed) setError(e.message);
        else setError(code === -1 ? t`Connection lost. Please try again` : e.message);
      },
    });
  };

  return (
    <BottomPopup open onClose={onClose} title={<Trans>Your name</Trans>} testId="name-sheet">
      <form
        className="login-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label className="field">
          <span className="field__label">
            <Trans>She calls you by this name in your chats.</Trans>
          </span>
          <input
            className={`field__input${error ? ' is-invalid' : ''}`}
            value={name}
            maxLength={NAME_MAX}
            dir={dirOf(name)}
            autoComplete="nickname"
            autoFocus
            placeholder={t`Your name`}
            onChange={(e) => {
              setName(e.target.value);
              setError('');
            }}
            aria-invalid={Boolean(error)}
            data-testid="name-input"
          />
          {error && (
            <span className="field__error" role="alert" data-testid="name-error">
              {error}
            </span>
          )}
        </label>
        <Button type="submit" size="big" block loading={save.isPending} data-testid="name-save">
          <Trans>Save</Trans>
        </Button>
      </form>
    </BottomPopup>
  );
}
