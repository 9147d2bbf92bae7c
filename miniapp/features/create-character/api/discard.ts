import { CustomCharacterState as State } from '../../../../shared/enums.js';
import { deleteCustomCharacter, fetchCustomCharacter } from '../../../api/custom-character.js';

const POLL_MS = 1500;
/** Longer than any generation the server lets run (it fails and refunds after 10 minutes). */
const GIVE_UP_MS = 11 * 60_000;

/**
 * Delete a pre-created character the user left before confirming. The server refuses to delete
 * while her pictures are being drawn (2005), so a discard made during drawing waits for the
 * drawing to end and deletes then. A character confirmed meanwhile (state done) is kept.
 */
export async function discardCharacter(id: string): Promise<void> {
  const until = Date.now() + GIVE_UP_MS;
  while (Date.now() < until) {
    const c = await fetchCustomCharacter(id, { silent: true });
    if (c.state === State.done) return;
    if (c.state !== State.creating && c.state !== State.onSubmit) {
      await deleteCustomCharacter(id, { silent: true });
      return;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
