import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../ui/page.js';
import { EmptyState } from '../../ui/empty-state.js';
import { HeartIcon, PlusIcon } from '../../ui/icons.js';
import { buttonClass } from '../../ui/button.js';

/** The user's own characters. */
export function MyRolesPage() {
  return (
    <Page title={<Trans>My Roles</Trans>} testId="my-roles">
      <div className="content content--narrow">
        <EmptyState
          icon={<HeartIcon size={48} />}
          title={<Trans>You have not created a character yet</Trans>}
          text={<Trans>Design your own companion: her look, personality and how you met.</Trans>}
          action={
            <Link href="/my-roles/create" className={buttonClass('primary', 'big')}>
              <PlusIcon size={20} />
              <Trans>Create a character</Trans>
            </Link>
          }
        />
      </div>
    </Page>
  );
}
