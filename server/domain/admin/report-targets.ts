/**
 * What a report points at, as the operator needs to judge it: a message's text and whose chat
 * with which character, a character's name and release, a photo's character, a user's nick. A
 * bare id would send the operator to the database. One query per kind for the whole queue.
 */
import type { ReportTarget } from '../../../shared/enums.js';
import type { Deps } from '../../deps.js';
import { mediaUrl } from '../catalogue.js';

export interface ReportedThing {
  /** False when the thing is gone (deleted since the report). */
  found: boolean;
  /** A message's text, empty for other kinds. */
  text: string;
  /** Who wrote the message: the reporter (`user`) or the character (`assistant`). */
  speaker: string;
  /** The character: reported itself, or the one of the message's chat or the photo. */
  characterId: string | null;
  characterName: string;
  /** The character's release (shared/enums.ts Release), null when no character. */
  characterRelease: number | null;
  photoUrl: string;
  /** A reported user's nick. */
  nick: string;
}

const nothing: ReportedThing = {
  found: false,
  text: '',
  speaker: '',
  characterId: null,
  characterName: '',
  characterRelease: null,
  photoUrl: '',
  nick: '',
};

export async function reportedThings(deps: Deps, reports: { target_type: ReportTarget; target_id: string }[]) {
  const ids = (type: ReportTarget) => [...new Set(reports.filter((r) => r.target_type === type).map((r) => r.target_id))];
  const [messages, characters, photos, users] = await Promise.all([
    ids('message').length === 0
      ? []
      : deps.db
          .selectFrom('messages')
          .innerJoin('sessions', 'sessions.id', 'messages.session_id')
          .leftJoin('characters', 'characters.id', 'sessions.character_id')
          .select(['messages.id', 'messages.content', 'messages.role', 'sessions.character_id', 'characters.name', 'characters.release'])
          .where('messages.id', 'in', ids('message'))
          .execute(),
    ids('character').length === 0
      ? []
      : deps.db.selectFrom('characters').select(['id', 'name', 'release']).where('id', 'in', ids('character')).execute(),
    ids('photo').length === 0
      ? []
      : deps.db
          .selectFrom('photos')
          .leftJoin('characters', 'characters.id', 'photos.character_id')
          .select(['photos.id', 'photos.file', 'photos.character_id', 'characters.name', 'characters.release'])
          .where('photos.id', 'in', ids('photo'))
          .execute(),
    ids('user').length === 0 ? [] : deps.db.selectFrom('users').select(['id', 'nick']).where('id', 'in', ids('user')).execute(),
  ]);
  const release = (r: unknown) => (r === null || r === undefined ? null : Number(r));
  const found = new Map<string, ReportedThing>();
  for (const m of messages)
    found.set(`message:${m.id}`, {
      ...nothing,
      found: true,
      text: m.content,
      speaker: m.role,
      characterId: m.character_id,
      characterName: m.name ?? '',
      characterRelease: release(m.release),
    });
  for (const c of characters)
    found.set(`character:${c.id}`, {
      ...nothing,
      found: true,
      characterId: c.id,
      characterName: c.name,
      characterRelease: release(c.release),
    });
  for (const p of photos)
    found.set(`photo:${p.id}`, {
      ...nothing,
      found: true,
      photoUrl: mediaUrl(p.file),
      characterId: p.character_id,
      characterName: p.name ?? '',
      characterRelease: release(p.release),
    });
  for (const u of users) found.set(`user:${u.id}`, { ...nothing, found: true, nick: u.nick });
  return (type: ReportTarget, id: string) => found.get(`${type}:${id}`) ?? nothing;
}
