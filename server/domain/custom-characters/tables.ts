import type { Db } from '../../db/connect.js';

/** Tables of migration 2026-11-23, typed here so the shared Database interface stays as it is. */
export interface CustomCharacterTable {
  character_id: string;
  /** template | prompt | card */
  mode: string;
  prompt: string;
  personality_text: string;
  scenario: string;
  /** JSON list of greetings besides the first one (from a character card). */
  alternate_greetings: string;
  progress: number;
  /** Coins the running or last generation cost: a failure refunds exactly this. */
  paid_coins: number;
  fail_reason: string;
  /** 1 once the owner confirmed it (state 40); a later rebuild returns it to 40, not 30. */
  confirmed: number;
  create_time: number;
}

export interface CharacterJobTable {
  owner_id: string;
  character_id: string;
  job_id: string;
  started_at: number;
}

export interface MemberFreeUseTable {
  user_id: string;
  character_id: string;
  create_time: number;
}

// A type alias, not an interface: withTables needs an indexable record type.
export type CustomTables = {
  custom_characters: CustomCharacterTable;
  character_jobs: CharacterJobTable;
  member_free_uses: MemberFreeUseTable;
};

/** The same connection (or transaction) with the custom-character tables in its type. */
export const custom = (db: Db) => db.withTables<CustomTables>();
