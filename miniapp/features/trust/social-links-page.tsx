import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { socialNetworkNames, socialUrlProblem, type SocialNetwork } from '../../../shared/trust.js';
import { showToastAtom } from '../../state/toasts.js';
import { appStore } from '../../state/store.js';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { useCreator, useSaveSocialLinks } from './api/trust.js';
import './trust.css';

const labels: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  reddit: 'Reddit',
  twitch: 'Twitch',
  onlyfans: 'OnlyFans',
  fansly: 'Fansly',
  telegram: 'Telegram',
};

/** `/settings/social-links`: the links shown on your published characters' pages. */
export function SocialLinksPage() {
  const { data } = useCreator();
  return (
    <Page title={<Trans>Social links</Trans>} back backFallback="/settings" testId="social-links">
      <div className="content content--narrow trust">{data && <LinksForm initial={data.links} />}</div>
    </Page>
  );
}

function LinksForm({ initial }: { initial: Record<string, string> }) {
  const { t } = useLingui();
  const save = useSaveSocialLinks();
  const [links, setLinks] = useState<Record<string, string>>(initial);
  const problems = Object.fromEntries(socialNetworkNames.map((n) => [n, links[n] ? socialUrlProblem(n, links[n]!.trim()) : null]));
  const invalid = Object.values(problems).some(Boolean);
  return (
    <form
      className="trust"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(Object.fromEntries(socialNetworkNames.map((n) => [n, (links[n] ?? '').trim()])), {
          onSuccess: () => appStore.set(showToastAtom, { text: t`Saved`, tone: 'success' }),
        });
      }}
    >
      <p className="muted">
        <Trans>Shown on the pages of the characters you publish. Full https:// links to your profiles only.</Trans>
      </p>
      {socialNetworkNames.map((n) => (
        <label key={n} className="trust-field">
          <span>{labels[n]}</span>
          <input
            type="url"
            inputMode="url"
            dir="ltr"
            value={links[n] ?? ''}
            placeholder="https://"
            onChange={(e) => setLinks({ ...links, [n]: e.target.value })}
            data-testid={`social-${n}`}
          />
          {problems[n] && <span className="trust-error">{t`This is not a ${labels[n]} profile link`}</span>}
        </label>
      ))}
      <Button type="submit" size="big" block disabled={invalid} loading={save.isPending} data-testid="social-save">
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
