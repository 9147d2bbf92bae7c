import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../ui/page.js';
import { EmptyState } from '../../ui/empty-state.js';
import { SparkIcon } from '../../ui/icons.js';
import { buttonClass } from '../../ui/button.js';

/** Entry of the create-character flow. */
export function CreateRolePage() {
  return (
    <Page back backFallback="/my-roles" title={<Trans>Create</Trans>} testId="create-role">
      <div className="content content--narrow">
        <EmptyState
          icon={<SparkIcon size={48} />}
          title={<Trans>The character creator opens in the next update</Trans>}
          text={<Trans>You will choose style, age, look, personality and relationship step by step. Until then, meet the companions on Home.</Trans>}
          action={
            <Link href="/" className={buttonClass('msgGray', 'default')}>
              <Trans>Browse companions</Trans>
            </Link>
          }
        />
      </div>
    </Page>
  );
}
