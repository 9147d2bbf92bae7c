import { sql, type Kysely, type CreateTableBuilder } from 'kysely';

/** Frozen in time: the first schema. `isPg` keeps the one dialect difference (identity keys) here. */
export function initial(isPg: boolean) {
  const serialId = <T extends string>(t: CreateTableBuilder<T, never>) =>
    isPg
      ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('nick', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('channel', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('energy', 'integer', (c) => c.notNull().check(sql`energy >= 0`))
        .addColumn('gold_balance', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`gold_balance >= 0`),
        )
        .addColumn('vip_expire_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('energy_refilled_at', 'bigint', (c) => c.notNull())
        .addColumn('is_visitor', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('country_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ab', 'text', (c) => c.notNull().defaultTo('A'))
        .addColumn('style', 'text')
        .addColumn('chat_model', 'text', (c) => c.notNull().defaultTo('base'))
        .addColumn('nsfw', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('danger_zone', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('preferences', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('referrer_id', 'text')
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('identities')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('identities_type_subject', ['type', 'subject'])
        .execute();
      await db.schema.createIndex('identities_user').on('identities').column('user_id').execute();

      await db.schema
        .createTable('tokens')
        .addColumn('hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('tokens_user').on('tokens').column('user_id').execute();

      await db.schema
        .createTable('login_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('magic_hash', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema.createIndex('login_codes_target').on('login_codes').columns(['kind', 'target', 'create_time']).execute();
      await db.schema.createIndex('login_codes_magic').on('login_codes').column('magic_hash').execute();

      await db.schema
        .createTable('characters')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('style', 'text', (c) => c.notNull())
        .addColumn('gender', 'text', (c) => c.notNull().defaultTo('woman'))
        .addColumn('age', 'integer', (c) => c.notNull().check(sql`age >= 18`))
        .addColumn('ethnicity', 'text', (c) => c.notNull())
        .addColumn('eye_color', 'text', (c) => c.notNull())
        .addColumn('hairstyle', 'text', (c) => c.notNull())
        .addColumn('hair_color', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('breast', 'text', (c) => c.notNull())
        .addColumn('hip', 'text', (c) => c.notNull())
        .addColumn('clothing', 'text', (c) => c.notNull())
        .addColumn('kinks', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('occupation', 'text', (c) => c.notNull())
        .addColumn('personality', 'text', (c) => c.notNull())
        .addColumn('relationship', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('greeting', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('seed', 'integer', (c) => c.notNull())
        .addColumn('state', 'integer', (c) => c.notNull())
        .addColumn('visibility', 'integer', (c) => c.notNull())
        .addColumn('release', 'integer', (c) => c.notNull())
        .addColumn('cost', 'integer', (c) => c.notNull())
        .addColumn('custom_type', 'integer', (c) => c.notNull())
        .addColumn('rec_score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('chat_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text')
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('characters_listing').on('characters').columns(['release', 'visibility', 'style']).execute();
      await db.schema.createIndex('characters_owner').on('characters').column('owner_id').execute();

      await db.schema
        .createTable('tags')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('character_tags')
        .addColumn('character_id', 'text', (c) => c.notNull().references('characters.id').onDelete('cascade'))
        .addColumn('tag_id', 'text', (c) => c.notNull().references('tags.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('character_tags_pk', ['character_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('character_tags_tag').on('character_tags').column('tag_id').execute();

      await db.schema
        .createTable('scripts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('character_id', 'text', (c) => c.notNull().references('characters.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('opening', 'text', (c) => c.notNull())
        .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('story'))
        .addColumn('premium_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('scripts_character').on('scripts').column('character_id').execute();

      await db.schema
        .createTable('photos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('character_id', 'text', (c) => c.notNull().references('characters.id').onDelete('cascade'))
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('blurred_file', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('seed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('in_chat', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('photos_character').on('photos').columns(['character_id', 'sort']).execute();

      await db.schema
        .createTable('photo_unlocks')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('photo_id', 'text', (c) => c.notNull().references('photos.id').onDelete('cascade'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('photo_unlocks_pk', ['user_id', 'photo_id'])
        .execute();
      await db.schema
        .createTable('photo_likes')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('photo_id', 'text', (c) => c.notNull().references('photos.id').onDelete('cascade'))
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('photo_likes_pk', ['user_id', 'photo_id'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('character_id', 'text', (c) => c.notNull().references('characters.id').onDelete('cascade'))
        .addColumn('script_id', 'text', (c) => c.references('scripts.id').onDelete('set null'))
        .addColumn('memory', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('memory_upto', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('last_message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'update_time']).execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('text'))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('photo_id', 'text', (c) => c.references('photos.id').onDelete('set null'))
        .addColumn('gift_id', 'text')
        .addColumn('client_msg_id', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('done'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('messages_client_msg', ['session_id', 'client_msg_id'])
        .execute();
      await db.schema.createIndex('messages_session').on('messages').columns(['session_id', 'create_time']).execute();

      await db.schema
        .createTable('vip_plans')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('month', 'real', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('original_price_cents', 'integer', (c) => c.notNull())
        .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('discount_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('gift_gold', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lifetime', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('price_mmk', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('price_inr', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('price_myr', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('price_idr', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('only_pay_tg_star', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tg_star', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('gold_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('gold', 'integer', (c) => c.notNull())
        .addColumn('bonus', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('tg_star', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
        .addColumn('stars', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('pay_method', 'text')
        .addColumn('come_from', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('extra_json', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('provider_ref', 'text', (c) => c.unique())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint')
        .addColumn('credited_at', 'bigint')
        .addColumn('cancel_time', 'bigint')
        .execute();
      await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'create_time']).execute();

      await db.schema
        .createTable('payment_cards')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('brand', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('removed_at', 'bigint')
        .execute();
      await db.schema
        .createTable('subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan_id', 'text', (c) => c.notNull().references('vip_plans.id'))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('current_period_end', 'bigint', (c) => c.notNull())
        .addColumn('card_id', 'text', (c) => c.references('payment_cards.id').onDelete('set null'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('subscriptions_user').on('subscriptions').column('user_id').execute();

      await serialId(db.schema.createTable('ledger'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'text')
        .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ledger_user').on('ledger').columns(['user_id', 'currency', 'id']).execute();

      await db.schema
        .createTable('rewards')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('rewards_pk', ['user_id', 'event'])
        .execute();

      await db.schema
        .createTable('meet_likes')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target_id', 'text', (c) => c.notNull().references('characters.id').onDelete('cascade'))
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('meet_likes_pk', ['user_id', 'target_id'])
        .execute();

      await db.schema
        .createTable('service_orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider_id', 'text')
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('content', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('reports')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();

      await serialId(db.schema.createTable('logs'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('script_progress')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('script_id', 'text', (c) => c.notNull().references('scripts.id').onDelete('cascade'))
        .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('script_progress_pk', ['user_id', 'script_id'])
        .execute();

      await db.schema
        .createTable('app_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
