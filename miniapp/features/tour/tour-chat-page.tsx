import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../ui/page.js';
import { buttonClass } from '../../ui/button.js';
import { ChatIcon, HeartIcon, SparkIcon } from '../../ui/icons.js';
import './tour.css';

/** The visitor tour of chat: what a conversation offers, before any sign-in. */
export function TourChatPage() {
  const steps = [
    { icon: <HeartIcon size={22} />, title: <Trans>Pick a companion</Trans>, text: <Trans>Browse realistic and anime characters, each with her own story.</Trans> },
    { icon: <ChatIcon size={22} />, title: <Trans>Talk about anything</Trans>, text: <Trans>She remembers what you share and answers in your language.</Trans> },
    { icon: <SparkIcon size={22} />, title: <Trans>Play stories, get photos</Trans>, text: <Trans>Start a story together or ask her for a photo.</Trans> },
  ];
  return (
    <Page back title={<Trans>How chat works</Trans>} testId="tour-chat">
      <div className="content content--narrow tour">
        <ol className="tour__steps">
          {steps.map((s, i) => (
            <li key={i} className="tour__step">
              <span className="tour__icon">{s.icon}</span>
              <div>
                <h2 className="tour__title">{s.title}</h2>
                <p className="muted">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Link href="/" className={buttonClass('primary', 'big', true)}>
          <Trans>Meet the companions</Trans>
        </Link>
      </div>
    </Page>
  );
}
