/**
 * A streamed turn's events are `token`, then `done` or `error`, and nothing else: a client that
 * knows only those must never meet another. Its place in the chat queue while it waits therefore
 * travels as an SSE comment, `: queue <id> <position>`, which every SSE reader passes over and the
 * mini-app reads to show the place. `id` counts like an event's: `Last-Event-ID` may name it, so a
 * stream dropped while waiting is picked up again like one dropped mid-reply.
 */
export const queueComment = (id: number, position: number) => `: queue ${id} ${position}\n\n`;

/** The place a comment line carries (its text after the colon), or null for any other comment. */
export function readQueueComment(comment: string): { id: number; position: number } | null {
  const m = /^queue (\d+) (\d+)$/.exec(comment.trim());
  return m ? { id: Number(m[1]), position: Number(m[2]) } : null;
}
