import type { Db } from '../../db/connect.js';

/** How the user let the bot write to them. */
export type WriteAccessSource = 'init_data' | 'write_access' | 'bot_message';

export type BotWriteAccessTable = {
  user_id: string;
  source: WriteAccessSource;
  granted_at: number;
  /** Set when Telegram answered that the user blocked the bot; writing to it again grants anew. */
  revoked_at: number | null;
};

export type ProactiveSettingsTable = {
  user_id: string;
  enabled: number;
  /** Local times she may write, "HH:MM" comma-separated, sorted. */
  times: string;
  /** IANA zone from the user's device. */
  time_zone: string;
  /** Quiet hours in minutes of the local day, [from, to) wrapping past midnight. */
  quiet_from: number;
  quiet_to: number;
  update_time: number;
};

export type ProactiveSendTable = {
  user_id: string;
  /** The user's local date, YYYY-MM-DD. */
  day: string;
  /** 0..cap-1: the database refuses a fourth, and each slot once a day. */
  slot: number;
  /** The chosen time this message was for ("HH:MM"). */
  at: string;
  session_id: string;
  kind: string;
  status: 'claimed' | 'sent' | 'failed';
  create_time: number;
};

export type BotChatChoiceTable = {
  user_id: string;
  session_id: string;
  update_time: number;
};

export type ProactiveTables = {
  bot_write_access: BotWriteAccessTable;
  proactive_settings: ProactiveSettingsTable;
  proactive_sends: ProactiveSendTable;
  bot_chat_choice: BotChatChoiceTable;
};

/** The database with this area's tables (migration 2026-12-07-proactive). */
export const pdb = (db: Db) => db.withTables<ProactiveTables>();
