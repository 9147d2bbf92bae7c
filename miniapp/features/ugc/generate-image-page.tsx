import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../ui/page.js';
import { EmptyState } from '../../ui/empty-state.js';
import { SparkIcon } from '../../ui/icons.js';
import { buttonClass } from '../../ui/button.js';

/** Image generation for a user's own characters. */
export function GenerateImagePage() {
  return (
    <Page back title={<Trans>Generate image</Trans>} testId="generate-image">
      <div className="content content--narrow">
        <EmptyState
          icon={<SparkIcon size={48} />}
          title={<Trans>Create a character first</Trans>}
          text={<Trans>Images are generated for the characters you create, from their look and style.</Trans>}
          action={
            <Link href="/my-roles" className={buttonClass('primary', 'default')}>
              <Trans>Go to My Roles</Trans>
            </Link>
          }
        />
      </div>
    </Page>
  );
}
