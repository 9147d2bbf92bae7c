import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTagOptions } from '../api/tag-options.js';
import { tagLabel } from '../../../i18n/tag-labels.js';
import { useTextDir } from '../../../i18n/text-direction.js';

const TAG_MAX = 10;
const TAG_CHARS = 24;

/** Recommended tags as chips to toggle, plus the user's own tags typed in. */
export function TagEditor({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const options = useTagOptions();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState('');
  const suggested = options.filter((o) => o.recommended).map((o) => o.name);
  const custom = value.filter((v) => !suggested.includes(v));
  const full = value.length >= TAG_MAX;

  const toggle = (tag: string) => {
    setError('');
    if (value.includes(tag)) onChange(value.filter((v) => v !== tag));
    else if (full) setError(t`At most 10 tags`);
    else onChange([...value, tag]);
  };

  const add = () => {
    const tag = draft.trim().replace(/^#/, '');
    if (!tag) {
      setError(t`Operation failed, input field cannot be empty`);
      return;
    }
    if (full) {
      setError(t`At most 10 tags`);
      return;
    }
    if (!value.some((v) => v.toLowerCase() === tag.toLowerCase())) onChange([...value, tag]);
    setDraft('');
    setError('');
  };

  return (
    <div className="cc-tags">
      <div className="cc-chips" role="group" aria-label={t`Tags`}>
        {[...suggested, ...custom].map((tag) => {
          const on = value.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              className={`cc-chip${on ? ' is-on' : ''}`}
              aria-pressed={on}
              onClick={() => toggle(tag)}
              dir={dirOf(tagLabel(tag))}
              data-testid="tag-chip"
            >
              {on ? '✓ ' : '# '}
              {tagLabel(tag)}
            </button>
          );
        })}
      </div>
      <div className="cc-tags__add">
        <input
          className="cc-input"
          value={draft}
          maxLength={TAG_CHARS}
          dir={dirOf(draft)}
          placeholder={t`Add your own tag`}
          aria-label={t`Add your own tag`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          data-testid="tag-input"
        />
        <button type="button" className="cc-chip cc-chip--action" onClick={add} data-testid="tag-add">
          <Trans>Add</Trans>
        </button>
      </div>
      <p className={error ? 'cc-error' : 'cc-field__note muted'} role={error ? 'alert' : undefined}>
        {error || t`${value.length} of ${TAG_MAX} tags`}
      </p>
    </div>
  );
}
