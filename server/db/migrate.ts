import { Migrator, type Kysely, type Migration } from 'kysely';
import { initial } from './migrations/2026-11-22-initial.js';
import { customCharacters } from './migrations/2026-11-23-custom-characters.js';
import { contentTexts } from './migrations/2026-11-24-content-texts.js';
import { limitsMigration } from './migrations/2026-11-25-limits.js';
import { moderationMigration } from './migrations/2026-11-26-moderation.js';
import { pendingMessagesMigration } from './migrations/2026-11-27-pending-messages.js';
import { accountMergesMigration } from './migrations/2026-11-28-account-merges.js';
import { analyticsMigration } from './migrations/2026-12-02-analytics.js';
import { serviceOrdersMigration } from './migrations/2026-11-29-service-orders.js';
import { meetMigration } from './migrations/2026-11-30-meet.js';
import { trustMigration } from './migrations/2026-12-01-trust.js';
import { postsMigration } from './migrations/2026-12-03-posts.js';
import { operatorsMigration } from './migrations/2026-12-04-operators.js';
import { operatorNumbersMigration } from './migrations/2026-12-10-operator-numbers.js';
import { proactiveMigration } from './migrations/2026-12-07-proactive.js';
import { chatScaleMigration } from './migrations/2026-12-06-chat-scale.js';
import { starsMigration } from './migrations/2026-12-05-stars.js';
import { memoryMigration } from './migrations/2026-12-05-memory.js';
import { jobsAndBotUpdatesMigration } from './migrations/2026-12-09-scale-jobs.js';
import { chatSlotsWakeMigration } from './migrations/2026-12-11-chat-slots-wake.js';
import { foldClaimsMigration } from './migrations/2026-12-12-fold-claims.js';
import { jobProcessMigration } from './migrations/2026-12-13-job-process.js';
import { codeRequesterMigration } from './migrations/2026-12-14-code-requester.js';
import { utcOffsetMigration } from './migrations/2026-12-15-utc-offset.js';
import { characterRevisionsMigration } from './migrations/2026-12-16-character-revisions.js';
import { characterDeletionMigration } from './migrations/2026-12-17-character-deletion.js';
import { paidChatPhotosMigration } from './migrations/2026-12-18-paid-chat-photos.js';
import { gatewayRefundsMigration } from './migrations/2026-12-19-gateway-refunds.js';
import { liveFactsOrderMigration } from './migrations/2026-12-20-live-facts-order.js';
import { starsPayerMigration } from './migrations/2026-12-21-stars-payer.js';
import { starRefundsMigration } from './migrations/2026-12-22-star-refunds.js';
import { starSubscriptionsPerChargeMigration } from './migrations/2026-12-23-star-subscriptions-per-charge.js';
import { paidMediaRefundsMigration } from './migrations/2026-12-24-paid-media-refunds.js';

/** A static provider: dynamic imports of .ts migrations break when bundled. */
export async function migrateToLatest(db: Kysely<any>, isPg: boolean): Promise<void> {
  const migrations: Record<string, Migration> = {
    '2026-11-22-initial': initial(isPg),
    '2026-11-23-custom-characters': customCharacters(),
    '2026-11-24-content-texts': contentTexts(),
    '2026-11-25-limits': limitsMigration(isPg),
    '2026-11-26-moderation': moderationMigration(),
    '2026-11-27-pending-messages': pendingMessagesMigration(),
    '2026-11-28-account-merges': accountMergesMigration(),
    '2026-12-02-analytics': analyticsMigration(isPg),
    '2026-11-29-service-orders': serviceOrdersMigration(),
    '2026-11-30-meet': meetMigration(),
    '2026-12-01-trust': trustMigration(),
    '2026-12-03-posts': postsMigration(),
    '2026-12-04-operators': operatorsMigration(),
    '2026-12-10-operator-numbers': operatorNumbersMigration(),
    '2026-12-07-proactive': proactiveMigration(),
    '2026-12-06-chat-scale': chatScaleMigration(isPg),
    '2026-12-05-stars': starsMigration(),
    '2026-12-05-memory': memoryMigration(),
    '2026-12-09-scale-jobs': jobsAndBotUpdatesMigration(isPg),
    '2026-12-11-chat-slots-wake': chatSlotsWakeMigration(isPg),
    '2026-12-12-fold-claims': foldClaimsMigration(),
    '2026-12-13-job-process': jobProcessMigration(),
    '2026-12-14-code-requester': codeRequesterMigration(),
    '2026-12-15-utc-offset': utcOffsetMigration(),
    '2026-12-16-character-revisions': characterRevisionsMigration(),
    '2026-12-17-character-deletion': characterDeletionMigration(),
    '2026-12-18-paid-chat-photos': paidChatPhotosMigration(),
    '2026-12-19-gateway-refunds': gatewayRefundsMigration(),
    '2026-12-20-live-facts-order': liveFactsOrderMigration(),
    '2026-12-21-stars-payer': starsPayerMigration(),
    '2026-12-22-star-refunds': starRefundsMigration(),
    '2026-12-23-star-subscriptions-per-charge': starSubscriptionsPerChargeMigration(),
    '2026-12-24-paid-media-refunds': paidMediaRefundsMigration(),
  };
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
