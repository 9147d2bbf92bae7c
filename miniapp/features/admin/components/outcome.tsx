/** How one person was told of a decision (domain/admin/notices.ts): `telegram`, `mail` or `none`. */
function told(who: string, way: unknown) {
  if (way === 'none') return `${who} could not be told (no Telegram or email)`;
  return `${who} was told by ${way === 'telegram' ? 'Telegram' : way === 'mail' ? 'mail' : String(way)}`;
}

/**
 * A decision's notice in words: "the user was told by mail"; a service order's, one person each:
 * "the buyer was told by mail, the creator was told by Telegram". Nothing without anyone to tell.
 */
export function noticeWords(notice: unknown, who: string): string {
  if (notice && typeof notice === 'object')
    return Object.entries(notice)
      .map(([person, way]) => told(`the ${person}`, way))
      .join(', ');
  return who ? told(who, notice) : '';
}

/** The last decision of a queue: its refusal, or that it was done and how the people concerned were told. */
export function Outcome({ error, notice, who = 'the user' }: { error: Error | null; notice: unknown; who?: string }) {
  if (error)
    return (
      <p className="adm-error" role="alert">
        {error.message}
      </p>
    );
  if (notice === undefined) return null;
  const words = noticeWords(notice, who);
  return (
    <p className="adm-ok" data-testid="adm-decided">
      Done{words ? `; ${words}` : ''}.
    </p>
  );
}
