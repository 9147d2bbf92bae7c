import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { openLoginAtom } from '../../../state/popups.js';
import { Button } from '../../../ui/button.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { Skeleton } from '../../../ui/skeleton.js';

interface Props {
  loggedIn: boolean;
  status: 'idle' | 'loading' | 'ready' | 'error';
  icon: ReactNode;
  /** "Log in to manage your …" */
  loginTitle: ReactNode;
  /** "Your … could not be loaded." */
  errorTitle: ReactNode;
  onRetry: () => void;
  /** The page itself, once its data is ready. */
  children: ReactNode;
}

/** What a subscription or card page shows until its data is there: log in, loading, or retry. */
export function ManageGate({ loggedIn, status, icon, loginTitle, errorTitle, onRetry, children }: Props) {
  const openLogin = useSetAtom(openLoginAtom);
  if (!loggedIn) {
    return (
      <EmptyState
        icon={icon}
        title={loginTitle}
        action={
          <Button variant="primary" size="big" onClick={openLogin}>
            <Trans>Log in</Trans>
          </Button>
        }
      />
    );
  }
  if (status === 'error') {
    return (
      <EmptyState
        title={errorTitle}
        action={
          <Button variant="msgGray" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  if (status !== 'ready') return <Skeleton className="manage-skeleton" />;
  return children;
}
