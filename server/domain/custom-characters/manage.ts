import type { Deps } from '../../deps.js';
import { jsonText } from '../../db/json-text.js';
import type { UserRow } from '../../db/database.js';
import type { PersonaEdit } from '../../../shared/schemas/custom-character.js';
import { CUSTOM_CHARACTER_PRICE, ModerationText } from '../../../shared/schemas/custom-character.js';
import { CustomCharacterState as State, Release, Visibility } from '../../../shared/enums.js';
import { ErrorCode, ErrorText } from '../../../shared/errors.js';
import { AppError, badParams } from '../../errors.js';
import { assertCharacterTexts } from '../moderation/index.js';
import { isPublished, releaseState } from '../catalogue.js';
import { assertVerified } from '../verification.js';
import { memberFreeAvailable, settleStaleJobs } from './generation.js';
import { introOf } from './create.js';
import { ownCharacter, setTags, textsOf, toDetail, toListItem, type Owned } from './owned.js';
import {
  detailWithRevision,
  keepRevision,
  listItemWithRevision,
  pendingRevision,
  pendingRevisions,
  personaOf,
  tagsOf,
} from './revisions.js';

const generating = () => new AppError(ErrorCode.alreadyGenerating, ErrorText.alreadyGenerating);

export async function listCustomCharacters(deps: Deps, user: UserRow, page: number, pageSize: number) {
  await settleStaleJobs(deps, user.id);
  const base = deps.db.selectFrom('characters').where('owner_id', '=', user.id).where('delete_time', 'is', null);
  const [rows, count, memberFree] = await Promise.all([
    deps.db
      .selectFrom('characters')
      .innerJoin('custom_characters', 'custom_characters.character_id', 'characters.id')
      .selectAll('characters')
      .select(['custom_characters.progress', 'custom_characters.fail_reason'])
      .where('characters.owner_id', '=', user.id)
      .where('characters.delete_time', 'is', null)
      .orderBy('characters.create_time', 'desc')
      .orderBy('characters.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    memberFreeAvailable(deps.db, user, deps.clock()),
  ]);
  const edits = await pendingRevisions(
    deps.db,
    rows.filter((c) => isPublished(c)).map((c) => c.id),
  );
  return {
    list: rows.map(({ progress, fail_reason, ...c }) =>
      listItemWithRevision(toListItem({ c, extra: { progress, fail_reason } as Owned['extra'] }), edits.get(c.id)),
    ),
    total: Number(count.n),
    createPrice: CUSTOM_CHARACTER_PRICE,
    memberFreeAvailable: memberFree,
  };
}

export async function customCharacterDetail(deps: Deps, user: UserRow, id: string) {
  await settleStaleJobs(deps, user.id);
  const owned = await ownCharacter(deps.db, user, id);
  const [detail, edit] = await Promise.all([toDetail(deps.db, owned), isPublished(owned.c) ? pendingRevision(deps.db, id) : undefined]);
  return detailWithRevision(detail, edit);
}

export { deleteCustomCharacter } from './delete.js';

/** Published by its creator: public but waiting (`test`) until an operator releases it (docs/operator-console.md). */
const forReview = { release: Release.test, visibility: Visibility.open } as const;

/** Keep it private or publish it. Publishing puts it in the review queue: nothing a user creates is public before it passes. */
export async function confirmCustomCharacter(deps: Deps, user: UserRow, id: string, visibility: 0 | 1) {
  const owned = await ownCharacter(deps.db, user, id);
  const { c } = owned;
  if (c.state === State.creating) throw generating();
  if (c.state !== State.createSuccess)
    throw badParams(c.state === State.createFail ? ErrorText.imageFailed : 'Character is already confirmed');
  if (visibility === Visibility.open) await assertVerified(deps.db, user.id);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('characters')
      .set({
        state: State.done,
        ...(visibility === Visibility.open ? forReview : releaseState(false)),
        update_time: deps.clock(),
      })
      .where('id', '=', id)
      .execute();
    await trx.updateTable('custom_characters').set({ confirmed: 1 }).where('character_id', '=', id).execute();
  });
  return customCharacterDetail(deps, user, id);
}

type Edit = PersonaEdit & { visibility?: 0 | 1 };

/** Apply persona changes after the content policy passed on the whole character as it would be. */
async function applyEdit(deps: Deps, owned: Owned, edit: Edit) {
  const { c, extra } = owned;
  const now = deps.clock();
  if (isPublished(c)) return keepEditForReview(deps, owned, edit, now);
  const tags =
    edit.tags ??
    (
      await deps.db
        .selectFrom('character_tags')
        .innerJoin('tags', 'tags.id', 'character_tags.tag_id')
        .select('tags.name')
        .where('character_tags.character_id', '=', c.id)
        .execute()
    ).map((t) => t.name);
  const next = { name: edit.name ?? c.name, description: edit.description ?? c.description, greeting: edit.greeting ?? c.greeting };
  assertCharacterTexts(textsOf(next, extra, tags));
  if (edit.visibility === Visibility.private && c.visibility === Visibility.open) throw badParams(ModerationText.neverPrivate);
  if (edit.visibility === Visibility.open && c.visibility !== Visibility.open) await assertVerified(deps.db, c.owner_id ?? '');
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('characters')
      .set({
        ...next,
        intro: introOf(next.description),
        kinks: edit.kinks ? jsonText(edit.kinks) : c.kinks,
        occupation: edit.occupation ?? c.occupation,
        personality: edit.personality ?? c.personality,
        relationship: edit.relationship ?? c.relationship,
        ...(edit.visibility === Visibility.open && c.visibility !== Visibility.open ? forReview : {}),
        update_time: now,
      })
      .where('id', '=', c.id)
      .execute();
    if (edit.tags) await setTags(trx, c.id, edit.tags);
  });
}

/**
 * A released character's edit: the public keeps the version an operator approved, and the edit
 * (on top of one still waiting) goes to the review queue, checked by the content policy first.
 */
async function keepEditForReview(deps: Deps, { c, extra }: Owned, edit: Edit, now: number) {
  if (edit.visibility === Visibility.private) throw badParams(ModerationText.neverPrivate);
  const base = (await pendingRevision(deps.db, c.id)) ?? personaOf(c, await tagsOf(deps.db, c.id));
  const { visibility: _, ...fields } = edit;
  const next = { ...base, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
  assertCharacterTexts(textsOf(next, extra, next.tags));
  await keepRevision(deps.db, c.id, next, now);
}

/** Before confirming: the overview step's texts, also while the pictures are still drawn. */
export async function editBeforeConfirm(deps: Deps, user: UserRow, id: string, edit: PersonaEdit) {
  const owned = await ownCharacter(deps.db, user, id);
  if (owned.extra.confirmed) throw badParams('Character is already confirmed; use edit');
  await applyEdit(deps, owned, edit);
  return customCharacterDetail(deps, user, id);
}

export async function editNick(deps: Deps, user: UserRow, id: string, name: string) {
  await applyEdit(deps, await ownCharacter(deps.db, user, id), { name });
  return customCharacterDetail(deps, user, id);
}

/** After confirming: persona and publishing. Once public, never private again. */
export async function editCustomCharacter(deps: Deps, user: UserRow, id: string, edit: Edit) {
  const owned = await ownCharacter(deps.db, user, id);
  if (!owned.extra.confirmed) throw badParams('Confirm the character first; use edit-before-confirm');
  await applyEdit(deps, owned, edit);
  return customCharacterDetail(deps, user, id);
}
