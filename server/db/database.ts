import type { Generated, Selectable, Insertable, Updateable } from 'kysely';
import type {
  ChatModel,
  CodeKind,
  Cost,
  CustomCharacterMode,
  CustomCharacterState,
  CustomType,
  DiscountType,
  IdentityType,
  LedgerCurrency,
  LedgerReason,
  Like,
  MessageKind,
  MessageRole,
  MessageStatus,
  OrderStatus,
  PayMethod,
  RefusalSource,
  Release,
  ReportTarget,
  ScriptKind,
  Style,
  SubscriptionStatus,
  Visibility,
} from '../../shared/enums.js';
import type { Body, Clothing, Ethnicity, EyeColor, genders, HairColor, Hairstyle, Size } from '../../shared/attributes.js';
import type { OrderKind } from '../../shared/schemas/orders.js';
import type { JsonText } from './json-text.js';
import type { MeetConfig } from '../../shared/schemas/meet.js';
import type { ServiceKind, ServiceOrderStatus } from '../../shared/service-orders.js';

/** Tables of the product. Times are epoch ms, money integer cents, booleans 0/1. */
export interface Database {
  analytics_events: AnalyticsEventTable;
  ad_ids: AdIdsTable;
  ad_conversions: AdConversionTable;
  users: UserTable;
  identities: IdentityTable;
  character_revisions: CharacterRevisionTable;
  tokens: TokenTable;
  login_codes: LoginCodeTable;
  characters: CharacterTable;
  tags: TagTable;
  character_tags: CharacterTagTable;
  scripts: ScriptTable;
  photos: PhotoTable;
  photo_unlocks: PhotoUnlockTable;
  photo_likes: PhotoLikeTable;
  posts: PostTable;
  post_likes: PostLikeTable;
  sessions: SessionTable;
  messages: MessageTable;
  vip_plans: VipPlanTable;
  gold_items: GoldItemTable;
  orders: OrderTable;
  subscriptions: SubscriptionTable;
  payment_cards: PaymentCardTable;
  ledger: LedgerTable;
  rewards: RewardTable;
  meet_likes: MeetLikeTable;
  meet_settings: MeetSettingsTable;
  service_orders: ServiceOrderTable;
  reports: ReportTable;
  logs: LogTable;
  script_progress: ScriptProgressTable;
  app_meta: AppMetaTable;
  character_texts: CharacterTextTable;
  script_texts: ScriptTextTable;
  moderation_flags: ModerationFlagTable;
  chat_restrictions: ChatRestrictionTable;
  usage_counters: UsageCounterTable;
  cooldowns: CooldownTable;
  custom_characters: CustomCharacterTable;
  character_jobs: CharacterJobTable;
  member_free_uses: MemberFreeUseTable;
  account_merges: AccountMergeTable;
  profile_verifications: ProfileVerificationTable;
  appeals: AppealTable;
  social_links: SocialLinksTable;
  account_deletions: AccountDeletionTable;
  operator_totp: OperatorTotpTable;
  operator_sessions: OperatorSessionTable;
  audit_log: AuditLogTable;
  report_reviews: ReportReviewTable;
  user_bans: UserBanTable;
  star_subscriptions: StarSubscriptionTable;
  gateway_refunds: GatewayRefundTable;
  star_media_purchases: StarMediaPurchaseTable;
  star_reconciliation: StarReconciliationTable;
  star_refunds: StarRefundTable;
  memory_facts: MemoryFactTable;
  memory_fact_uses: MemoryFactUseTable;
  memory_cursors: MemoryCursorTable;
  relationships: RelationshipTable;
  relationship_events: RelationshipEventTable;
  script_conditions: ScriptConditionTable;
  bot_write_access: BotWriteAccessTable;
  proactive_settings: ProactiveSettingsTable;
  proactive_sends: ProactiveSendTable;
  bot_chat_choice: BotChatChoiceTable;
  bot_updates: BotUpdateTable;
  reply_stats: ReplyStatTable;
}

/** A fact she remembers about the user, per user and character (docs/memory.md). */
export interface MemoryFactTable {
  id: string;
  user_id: string;
  character_id: string;
  kind: string;
  text: string;
  /** De-duplication key: kind + normalised text. */
  norm: string;
  source_message_id: string | null;
  pinned: number;
  user_edited: number;
  /** A tombstone: deleted by the user, never extracted again. */
  deleted: number;
  create_time: number;
  update_time: number;
}

export interface MemoryFactUseTable {
  message_id: string;
  fact_id: string;
  session_id: string;
}

export interface MemoryCursorTable {
  session_id: string;
  facts_upto: number;
  /** When the session's last memory fold began (several processes claim folds here). */
  fold_started_at: Generated<number>;
}

export interface RelationshipTable {
  session_id: string;
  affection: number;
  stage: string;
  last_delta: number;
  update_time: number;
}

export interface RelationshipEventTable {
  id: string;
  session_id: string;
  reason: string;
  ref_id: string;
  delta: number;
  affection: number;
  stage: string;
  create_time: number;
}

export interface ScriptConditionTable {
  script_id: string;
  min_stage: string | null;
  min_affection: number;
}

export interface UserTable {
  id: string;
  nick: string;
  avatar: string;
  lang: string;
  channel: string;
  energy: number;
  gold_balance: number;
  vip_expire_at: number;
  energy_refilled_at: number;
  is_visitor: number;
  country_code: string;
  city: string;
  ab: string;
  style: Style | null;
  chat_model: ChatModel;
  nsfw: number;
  danger_zone: number;
  /** The user's chosen tag names. */
  tags: JsonText<string[]>;
  /** What the user told the characters about themselves (name, pronouns, …). */
  preferences: JsonText<Record<string, unknown>>;
  referrer_id: string | null;
  /** Minutes east of UTC, from the device at the last app start; null until one says. */
  utc_offset_min: Generated<number | null>;
  create_time: number;
  update_time: number;
}

/** A released character's edit waiting for review: the whole persona as its owner saved it. */
export interface CharacterRevisionTable {
  character_id: string;
  persona: JsonText<RevisedPersona>;
  create_time: number;
}

/** What an edit of a released character may change (its pictures never change after creation). */
export interface RevisedPersona {
  name: string;
  description: string;
  greeting: string;
  kinks: string[];
  occupation: string;
  personality: string;
  relationship: string;
  tags: string[];
}

export interface IdentityTable {
  id: string;
  user_id: string;
  type: IdentityType;
  subject: string;
  create_time: number;
}

export interface TokenTable {
  hash: string;
  user_id: string;
  create_time: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface LoginCodeTable {
  id: string;
  kind: CodeKind;
  target: string;
  code_hash: string;
  magic_hash: string | null;
  /** The account the code was asked from; null when asked signed out. */
  requested_by: string | null;
  attempts: number;
  create_time: number;
  expires_at: number;
  used_at: number | null;
}

export interface CharacterTable {
  id: string;
  owner_id: string | null;
  name: string;
  style: Style;
  gender: (typeof genders)[number];
  age: number;
  ethnicity: Ethnicity;
  eye_color: EyeColor;
  hairstyle: Hairstyle;
  hair_color: HairColor;
  body: Body;
  breast: Size;
  hip: Size;
  clothing: Clothing;
  kinks: JsonText<string[]>;
  occupation: string;
  personality: string;
  relationship: string;
  intro: string;
  description: string;
  greeting: string;
  avatar: string;
  cover: string;
  seed: number;
  state: CustomCharacterState;
  visibility: Visibility;
  release: Release;
  cost: Cost;
  custom_type: CustomType;
  rec_score: number;
  chat_count: number;
  like_count: number;
  source: string | null;
  create_time: number;
  update_time: number;
  /** Set when its creator deleted it but others had paid for its photos: hidden from everyone, kept for them. */
  delete_time: number | null;
}

export interface TagTable {
  id: string;
  name: string;
  category: string;
  recommended: number;
  sort: number;
}

export interface CharacterTagTable {
  character_id: string;
  tag_id: string;
}

export interface ScriptTable {
  id: string;
  character_id: string;
  title: string;
  description: string;
  opening: string;
  prompt: string;
  cover: string;
  kind: ScriptKind;
  premium_only: number;
  hidden: number;
  sort: number;
  create_time: number;
}

export interface PhotoTable {
  id: string;
  character_id: string;
  file: string;
  blurred_file: string;
  width: number;
  height: number;
  sort: number;
  like_count: number;
  prompt: string;
  seed: number;
  /** 1 for photos sent in chat (only ever shown there). */
  in_chat: number;
  create_time: number;
}

export interface PhotoUnlockTable {
  user_id: string;
  photo_id: string;
  create_time: number;
}

export interface PhotoLikeTable {
  user_id: string;
  photo_id: string;
  value: Like;
  create_time: number;
}

export interface SessionTable {
  id: string;
  user_id: string;
  character_id: string;
  script_id: string | null;
  memory: string;
  memory_upto: number;
  last_message: string;
  create_time: number;
  update_time: number;
  /** When the free photo teaser of this chat was last given (one an hour). */
  teaser_at: Generated<number>;
}

export interface MessageTable {
  id: string;
  session_id: string;
  role: MessageRole;
  kind: MessageKind;
  content: string;
  photo_id: string | null;
  gift_id: string | null;
  client_msg_id: string | null;
  status: MessageStatus;
  create_time: number;
}

export interface VipPlanTable {
  id: string;
  title: string;
  month: number;
  days: number;
  price_cents: number;
  original_price_cents: number;
  discount: number;
  discount_type: DiscountType;
  gift_gold: number;
  lifetime: number;
  price_mmk: number;
  price_inr: number;
  price_myr: number;
  price_idr: number;
  only_pay_tg_star: number;
  tg_star: number;
  sort: number;
  active: number;
}

export interface GoldItemTable {
  id: string;
  gold: number;
  bonus: number;
  price_cents: number;
  tg_star: number;
  sort: number;
  active: number;
}

export interface OrderTable {
  id: string;
  user_id: string;
  kind: OrderKind;
  item_id: string;
  amount_cents: number;
  currency: string;
  stars: number;
  status: OrderStatus;
  pay_method: PayMethod | null;
  come_from: string;
  /** The client's own text, kept as sent (not necessarily JSON). */
  extra_json: string;
  provider_ref: string | null;
  create_time: number;
  paid_at: number | null;
  credited_at: number | null;
  cancel_time: number | null;
  /** The Telegram account that paid a Stars order (its refunds go there); null for other payments. */
  payer_telegram_id: Generated<number | null>;
}

export interface SubscriptionTable {
  id: string;
  user_id: string;
  plan_id: string;
  status: SubscriptionStatus;
  current_period_end: number;
  card_id: string | null;
  create_time: number;
  update_time: number;
}

export interface PaymentCardTable {
  id: string;
  user_id: string;
  brand: string;
  last4: string;
  create_time: number;
  removed_at: number | null;
}

export interface LedgerTable {
  id: Generated<number>;
  user_id: string;
  currency: LedgerCurrency;
  amount: number;
  reason: LedgerReason;
  ref_id: string | null;
  balance_after: number;
  create_time: number;
}

export interface RewardTable {
  user_id: string;
  event: string;
  create_time: number;
}

export interface MeetLikeTable {
  user_id: string;
  target_id: string;
  value: Like;
  create_time: number;
  /** When she liked back (a match); null until then. */
  match_time: number | null;
  /** The chat the match opened. */
  session_id: string | null;
}

export interface MeetSettingsTable {
  user_id: string;
  config: JsonText<Partial<MeetConfig>>;
  update_time: number;
}

/** A creator service order (migration 2026-11-29; docs/service-orders.md). `user_id` is the buyer. */
export interface ServiceOrderTable {
  id: string;
  user_id: string;
  provider_id: string;
  character_id: string;
  kind: ServiceKind;
  /** Coins paid in; held in escrow while the status is open. */
  price: number;
  /** The platform's part, set when the creator is paid. */
  fee: number;
  status: ServiceOrderStatus;
  brief: string;
  reply: string | null;
  photo_ids: JsonText<string[]>;
  reject_reason: string | null;
  session_id: string | null;
  /** When the sweep settles it if nobody acts; null once final. */
  due_at: number | null;
  create_time: number;
  update_time: number;
}

export interface ReportTable {
  id: string;
  user_id: string;
  target_type: ReportTarget;
  target_id: string;
  reason: string;
  create_time: number;
}

export interface LogTable {
  id: Generated<number>;
  kind: string;
  user_id: string | null;
  /** JSON of what the client logged, cut at a size limit (so not always whole JSON). */
  payload: string;
  create_time: number;
}

export interface ScriptProgressTable {
  user_id: string;
  script_id: string;
  session_id: string;
  step: number;
  update_time: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** A character's card intro, bio and greeting in one more locale (empty: the English one). */
export interface CharacterTextTable {
  character_id: string;
  locale: string;
  intro: string;
  description: string;
  greeting: string;
}

/** A story's title, card text and opening scene in one more locale (empty: the English one). */
export interface ScriptTextTable {
  script_id: string;
  locale: string;
  title: string;
  description: string;
  opening: string;
}

/** One refusal of the content policy, for escalation and the operator's review queue. */
export interface ModerationFlagTable {
  id: string;
  user_id: string;
  /** message (chat), bot (a Telegram DM), reply (a character's reply cut mid-stream; not counted). */
  source: RefusalSource;
  category: string;
  rule: string;
  excerpt: string;
  create_time: number;
}

/** An account whose chat is paused after repeated refusals; `review_status` pending until reviewed. */
export interface ChatRestrictionTable {
  user_id: string;
  until: number;
  episodes: number;
  review_status: string;
  create_time: number;
}

export type UserRow = Selectable<UserTable>;
export type CharacterRow = Selectable<CharacterTable>;
export type PhotoRow = Selectable<PhotoTable>;
export type ScriptRow = Selectable<ScriptTable>;
export type VipPlanRow = Selectable<VipPlanTable>;
export type GoldItemRow = Selectable<GoldItemTable>;
export type SessionRow = Selectable<SessionTable>;
export type MessageRow = Selectable<MessageTable>;
export type OrderRow = Selectable<OrderTable>;
export type NewUser = Insertable<UserTable>;
export type NewCharacter = Insertable<CharacterTable>;
export type UserUpdate = Updateable<UserTable>;

/** How much of a limited allowance a user has used: `tour`, `gifts:<UTC day>`. */
export interface UsageCounterTable {
  user_id: string;
  name: string;
  used: number;
  update_time: number;
}

/** When something keyed was last done (`code:<kind>:<target>`): taken again only after its wait. */
export interface CooldownTable {
  key: string;
  at: number;
}

/** A created character's generation inputs and progress (migration 2026-11-23). */
export interface CustomCharacterTable {
  character_id: string;
  mode: CustomCharacterMode;
  prompt: string;
  personality_text: string;
  scenario: string;
  /** Greetings besides the first one (from a character card). */
  alternate_greetings: JsonText<string[]>;
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
  /** PostgreSQL: the drawing process's key under the owner lock, written with the job (null on SQLite). */
  process_key: number | null;
}

export interface MemberFreeUseTable {
  user_id: string;
  character_id: string;
  create_time: number;
}

/** A visitor account folded into the account it signed in to (migration 2026-11-28). */
export interface AccountMergeTable {
  visitor_id: string;
  user_id: string;
  create_time: number;
}

/** Trust and safety (migration 2026-12-01; docs/trust-and-safety.md). */
export interface ProfileVerificationTable {
  /** 128 random bits: also the stored file's name, so nothing about it can be guessed. */
  id: string;
  user_id: string;
  kind: 'photo' | 'video';
  /** Path under DATA_DIR/private, never served. */
  file: string;
  bytes: number;
  duration_ms: number | null;
  status: 'pending' | 'approved' | 'rejected';
  review_note: string;
  create_time: number;
  review_time: number | null;
}

export interface AppealTable {
  id: string;
  user_id: string;
  subject_type: 'character' | 'restriction';
  subject_id: string;
  text: string;
  status: 'pending' | 'accepted' | 'rejected';
  create_time: number;
  review_time: number | null;
}

export interface SocialLinksTable {
  user_id: string;
  links: JsonText<Record<string, string>>;
  update_time: number;
}

export interface AccountDeletionTable {
  user_id: string;
  requested_at: number;
  delete_after: number;
  done_at: number | null;
}

/** A character's post: one gallery photo with a caption (migration 2026-12-03). */
export interface PostTable {
  id: string;
  character_id: string;
  photo_id: string;
  script_id: string | null;
  caption: string;
  like_count: number;
  create_time: number;
}

export interface PostLikeTable {
  user_id: string;
  post_id: string;
  create_time: number;
}

/** The operator console (migration 2026-12-04, docs/operator-console.md). */
export interface OperatorTotpTable {
  email: string;
  secret: string;
  /** Null until the first code from the authenticator app is checked. */
  enrolled_at: number | null;
  last_step: Generated<number>;
  create_time: number;
}

export interface OperatorSessionTable {
  hash: string;
  email: string;
  /** `totp`: the mail code passed, the second factor not yet; `active`: signed in. */
  stage: 'totp' | 'active';
  create_time: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface AuditLogTable {
  id: string;
  operator: string;
  role: string;
  action: string;
  subject_type: string;
  subject_id: string;
  reason: string;
  before_json: string;
  after_json: string;
  create_time: number;
}

export interface ReportReviewTable {
  report_id: string;
  status: 'resolved' | 'dismissed';
  operator: string;
  create_time: number;
}

export interface UserBanTable {
  user_id: string;
  reason: string;
  operator: string;
  create_time: number;
}

// Analytics (migration 2026-12-02-analytics; docs/analytics.md).

/** One product event (`track(name, fields)` on the client); `fields` is bounded JSON. */
export interface AnalyticsEventTable {
  id: Generated<number>;
  name: string;
  user_id: string | null;
  /** The device's uuid from the envelope. */
  device: string;
  /** The A/B group the event was seen in. */
  ab: string;
  fields: string;
  create_time: number;
}

/** The ad click ids last seen for a user (`/v1/fz/fb/log`), read when a conversion is forwarded. */
export interface AdIdsTable {
  user_id: string;
  fbclid: string | null;
  fbc: string | null;
  fbp: string | null;
  ttclid: string | null;
  ttp: string | null;
  ip: string | null;
  user_agent: string | null;
  page_url: string | null;
  update_time: number;
}

/** A conversion to forward to one ad platform; unique on (subject, event, platform). */
export interface AdConversionTable {
  id: string;
  /** The order id (AddPaymentInfo, Purchase), else the user id or a hashed email (Lead). */
  subject: string;
  event: string;
  platform: string;
  user_id: string | null;
  /** JSON: value, currency, orderId, emailHash… (never a plain email). */
  data: string;
  attempts: Generated<number>;
  /** Not sent before this time (backoff, or a sender's lease). */
  next_at: number;
  sent_at: number | null;
  /** Given up (too many attempts, too old, or refused for good). */
  failed_at: number | null;
  last_error: string | null;
  create_time: number;
}

/** A Stars subscription (docs/money.md): named by its first charge id, renewed by Telegram. */
export interface StarSubscriptionTable {
  user_id: string;
  telegram_user_id: number;
  charge_id: string;
  order_id: string;
  plan_id: string;
  stars: number;
  /** Telegram's subscription_expiration_date of the latest charge, in ms. */
  expires_at: number;
  canceled: number;
  create_time: number;
  update_time: number;
}

/** A card gateway's payment that bought nothing, given back once (orders/uncredited-refund.ts). */
export interface GatewayRefundTable {
  payment_id: string;
  provider: string;
  order_id: string;
  user_id: string;
  amount_cents: number | null;
  reason: string;
  refund_id: string | null;
  create_time: number;
}

/** A locked photo bought as Telegram paid media, once per user and photo. */
export interface StarMediaPurchaseTable {
  user_id: string;
  photo_id: string;
  telegram_user_id: number;
  create_time: number;
  /** `unlocked` by this purchase, or `refund`: unlocked before it, so its Stars go back. */
  outcome: Generated<'unlocked' | 'refund'>;
  /** The charge given back, once found in the bot's Stars history and refunded. */
  refunded_charge_id: Generated<string | null>;
}

/** A Stars charge that bought nothing, given back once (stars/give-back.ts). */
export interface StarRefundTable {
  charge_id: string;
  telegram_user_id: number;
  order_id: string | null;
  reason: string;
  create_time: number;
}

/** A mismatch found by the daily Stars reconciliation, once per kind and charge. */
export interface StarReconciliationTable {
  id: string;
  kind: 'credited_without_charge' | 'charged_without_credit';
  charge_id: string;
  order_id: string | null;
  user_id: string | null;
  stars: number;
  details: string;
  found_at: number;
}

/** How the user let the bot write to them. */
export type WriteAccessSource = 'init_data' | 'write_access' | 'bot_message';

/** Who let the bot write to them, and how (she writes first: docs/telegram-bot.md). */
export interface BotWriteAccessTable {
  user_id: string;
  source: WriteAccessSource;
  granted_at: number;
  /** Set when Telegram answered that the user blocked the bot; writing to it again grants anew. */
  revoked_at: number | null;
}

export interface ProactiveSettingsTable {
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
}

export interface ProactiveSendTable {
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
}

export interface BotChatChoiceTable {
  user_id: string;
  session_id: string;
  update_time: number;
}

/** Bot updates claimed by update id, so a webhook update is handled once across processes. */
export interface BotUpdateTable {
  update_id: number;
  received_at: number;
}

/** One row per chat reply the model was asked for: timings only, no user, no text (the console charts it). */
export interface ReplyStatTable {
  id: string;
  model: string;
  /** Null when no piece came (a failure before the first token). */
  first_token_ms: number | null;
  total_ms: number;
  ok: number;
  /** The provider's error, cut short; empty when ok. */
  error: string;
  create_time: number;
}
