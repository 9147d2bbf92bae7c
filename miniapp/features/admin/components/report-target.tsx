import { Release } from '../../../../shared/enums.js';
import type { QueuedReport } from '../api/types.js';

const releaseWords: Record<number, string> = {
  [Release.release]: 'released',
  [Release.test]: 'waiting for review',
  [Release.notRelease]: 'turned down',
};

/** The character a report concerns: her name, linked to her page, and whether she is public. */
function Character({ t }: { t: QueuedReport['target'] }) {
  if (!t.characterId) return null;
  return (
    <>
      <a href={`/character/${t.characterId}`} target="_blank" rel="noreferrer">
        {t.characterName || t.characterId}
      </a>{' '}
      <span className="adm-muted">
        ({t.characterRelease === null ? 'gone' : (releaseWords[t.characterRelease] ?? `release ${t.characterRelease}`)})
      </span>
    </>
  );
}

/** What a report points at, as the server found it (domain/admin/report-targets.ts). */
export function ReportTarget({ r }: { r: QueuedReport }) {
  const t = r.target;
  const id = <code className="adm-muted">{r.targetId}</code>;
  if (!t.found)
    return (
      <>
        {r.targetType} {id} <span className="adm-muted">(no longer exists)</span>
      </>
    );
  switch (r.targetType) {
    case 'message':
      return (
        <>
          <blockquote className="adm-quote" data-testid="adm-report-text">
            {t.text}
          </blockquote>
          {t.speaker === 'user' ? (
            <>
              Written by the reporter in their chat with <Character t={t} />
            </>
          ) : (
            <>
              Said by <Character t={t} /> in the reporter&apos;s chat
            </>
          )}{' '}
          {id}
        </>
      );
    case 'photo':
      return (
        <>
          {t.photoUrl && <img className="adm-media" src={t.photoUrl} alt="Reported photo" />}
          <br />
          Photo of <Character t={t} /> {id}
        </>
      );
    case 'character':
      return (
        <>
          Character <Character t={t} /> {id}
        </>
      );
    case 'user':
      return (
        <>
          User <strong>{t.nick}</strong> {id}
        </>
      );
  }
}
