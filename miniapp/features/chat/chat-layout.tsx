import { Link, Route, Switch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../ui/page.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ChatIcon } from '../../ui/icons.js';
import { buttonClass } from '../../ui/button.js';
import { useLocalePath } from '../../ui/locale-path.js';

function ChatStart() {
  const to = useLocalePath();
  return (
    <EmptyState
      testId="chat-start"
      icon={<ChatIcon size={48} />}
      title={<Trans>Your chats will appear here</Trans>}
      text={<Trans>Pick a companion on Home and say hello — every conversation is saved for you.</Trans>}
      action={
        <Link href={to('/')} className={buttonClass('primary', 'big')}>
          <Trans>Find a companion</Trans>
        </Link>
      }
    />
  );
}

/** `/chat` stays mounted while its child changes: the start screen or one conversation. */
export function ChatLayout() {
  return (
    <Page title={<Trans>Chat</Trans>} testId="chat">
      <div className="content content--narrow">
        <Switch>
          <Route path="/" component={ChatStart} />
          <Route path="/:conversationId" component={ChatStart} />
        </Switch>
      </div>
    </Page>
  );
}
