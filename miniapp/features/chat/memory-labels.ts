import { t } from '@lingui/core/macro';
import type { MemoryFactKind, RelationshipStage } from '../../../shared/schemas/memory.js';

/** What kind of memory a fact is, in the UI language. */
export function factKindLabel(kind: MemoryFactKind): string {
  const labels: Record<MemoryFactKind, string> = {
    name: t`Name`,
    age: t`Age`,
    place: t`Lives in`,
    job: t`Job`,
    like: t`Likes`,
    plan: t`Plans`,
    date: t`Important date`,
    promise: t`Promise`,
    person: t`People in your life`,
    pet: t`Pets`,
    note: t`Note`,
  };
  return labels[kind] ?? kind;
}

/** The relationship's stage in the UI language. */
export function stageLabel(stage: RelationshipStage): string {
  const labels: Record<RelationshipStage, string> = {
    stranger: t`Getting to know`,
    friend: t`Friends`,
    close: t`Close to each other`,
    partner: t`Partners`,
  };
  return labels[stage] ?? stage;
}

/** Why affection moved, for the history list. */
export function reasonLabel(reason: 'message' | 'gift' | 'story'): string {
  return reason === 'gift' ? t`A gift` : reason === 'story' ? t`A story finished together` : t`Talking together`;
}
