import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from '../../../state/session.js';
import { openLoginAtom } from '../../../state/popups.js';
import { appStore } from '../../../state/store.js';
import { ShieldIcon } from '../../../ui/icons.js';
import { useCreator } from '../api/trust.js';
import { ReportSheet } from './report-sheet.js';
import '../trust.css';

const names: Record<string, string> = {
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

/** On a character's page: her creator's verified mark and links (user-made characters), and Report. */
export function CharacterTrust({ characterId }: { characterId: string }) {
  const { data } = useCreator(characterId);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [reporting, setReporting] = useState(false);
  const links = Object.entries(data?.links ?? {});
  return (
    <>
      {(data?.verified || links.length > 0) && (
        <div className="creator-card" data-testid="creator-card">
          {data?.verified && (
            <span className="verified-mark" data-testid="verified-mark">
              <ShieldIcon size={16} />
              <Trans>Verified creator</Trans>
            </span>
          )}
          {links.map(([network, url]) => (
            <a key={network} href={url} target="_blank" rel="noopener noreferrer nofollow">
              {names[network] ?? network}
            </a>
          ))}
        </div>
      )}
      <button
        type="button"
        className="report-link"
        onClick={() => (loggedIn ? setReporting(true) : appStore.set(openLoginAtom))}
        data-testid="report-character"
      >
        <Trans>Report</Trans>
      </button>
      {reporting && <ReportSheet open onClose={() => setReporting(false)} targetType="character" targetId={characterId} />}
    </>
  );
}
