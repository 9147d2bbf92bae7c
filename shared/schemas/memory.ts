import { z } from 'zod';
import { idString } from './common.js';
import { defineCall } from '../api/define.js';

/** Kinds of remembered fact (docs/memory.md); name, age, place and job hold one value each. A pet is not a person. */
export const memoryFactKinds = ['name', 'age', 'place', 'job', 'like', 'plan', 'date', 'promise', 'person', 'pet', 'note'] as const;
export type MemoryFactKind = (typeof memoryFactKinds)[number];

export const relationshipStages = ['stranger', 'friend', 'close', 'partner'] as const;
export type RelationshipStage = (typeof relationshipStages)[number];

export const memoryFactSchema = z.object({
  id: z.string(),
  kind: z.enum(memoryFactKinds),
  text: z.string(),
  pinned: z.boolean(),
  /** Written or corrected by the user: the extractor never overwrites it. */
  userEdited: z.boolean(),
  /** The user message it was learnt from (null: added by the user). */
  sourceMessageId: z.string().nullable(),
  /** That message's text, to show where she learnt it (null when gone or added by hand). */
  source: z.string().nullable(),
  createTime: z.number(),
  updateTime: z.number(),
});
export type MemoryFact = z.infer<typeof memoryFactSchema>;

/** A fact a reply used: the small mark on the reply opens it. */
export const usedFactSchema = z.object({ id: z.string(), kind: z.enum(memoryFactKinds), text: z.string() });
export type UsedFact = z.infer<typeof usedFactSchema>;

export const relationshipSchema = z.object({
  affection: z.number().int().min(0).max(100),
  stage: z.enum(relationshipStages),
  /** The change this event made (+N), 0 when none. */
  delta: z.number().int(),
});
export type RelationshipNow = z.infer<typeof relationshipSchema>;

const relationshipDetailSchema = relationshipSchema.extend({
  /** Affection where each stage begins. */
  stages: z.array(z.object({ stage: z.enum(relationshipStages), from: z.number().int() })),
  history: z.array(
    z.object({
      reason: z.enum(['message', 'gift', 'story']),
      delta: z.number().int(),
      affection: z.number().int(),
      stage: z.enum(relationshipStages),
      time: z.number(),
    }),
  ),
});
export type RelationshipDetail = z.infer<typeof relationshipDetailSchema>;

const factText = z.string().trim().min(1, 'Operation failed, input field cannot be empty').max(200, 'At most 200 characters');
const session = z.object({ sessionId: idString });
const factRef = session.extend({ factId: idString });
const factAnswer = z.object({ fact: memoryFactSchema });

export const memory = {
  /** What she remembers in this chat: the facts (pinned first, newest next), the story so far and her limits. */
  list: defineCall(
    '/memory/list',
    session,
    z.object({
      facts: z.array(memoryFactSchema),
      summary: z.string(),
      /** How many facts she keeps (free 40, Premium 5x). */
      limit: z.number().int(),
    }),
  ),
  add: defineCall('/memory/fact/add', session.extend({ kind: z.enum(memoryFactKinds).default('note'), text: factText }), factAnswer),
  edit: defineCall('/memory/fact/edit', factRef.extend({ text: factText }), factAnswer),
  pin: defineCall('/memory/fact/pin', factRef.extend({ pinned: z.boolean() }), factAnswer),
  remove: defineCall('/memory/fact/delete', factRef, z.object({ deleted: z.literal(true) })),
  /** Which facts each reply of the chat used (the marks of replies loaded from history). */
  used: defineCall(
    '/memory/used',
    session,
    z.object({ list: z.array(z.object({ messageId: z.string(), facts: z.array(usedFactSchema) })) }),
  ),
  relationship: defineCall('/memory/relationship', session, relationshipDetailSchema),
} as const;
