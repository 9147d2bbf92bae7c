import { sql, type Kysely } from 'kysely';

/**
 * Frozen in time: characters' posts (the Desire post feed). A post is one gallery photo with a
 * caption, optionally tied to the story it teases; a like is one row of `post_likes` (its key:
 * user and post), so taking and giving back a like is decided by the key, and `like_count`
 * moves only with a row that was really inserted or deleted.
 */
export function postsMigration() {
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('posts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('character_id', 'text', (c) => c.notNull().references('characters.id').onDelete('cascade'))
        .addColumn('photo_id', 'text', (c) => c.notNull().references('photos.id').onDelete('cascade'))
        .addColumn('script_id', 'text', (c) => c.references('scripts.id').onDelete('set null'))
        .addColumn('caption', 'text', (c) => c.notNull())
        .addColumn('like_count', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`like_count >= 0`),
        )
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('posts_newest').on('posts').columns(['create_time', 'id']).execute();
      await db.schema
        .createTable('post_likes')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('post_likes_pk', ['user_id', 'post_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('post_likes').execute();
      await db.schema.dropTable('posts').execute();
    },
  };
}
