import { Trans } from '@lingui/react/macro';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { ChatIcon, HeartIcon, SparkIcon } from '../../ui/icons.js';
import { useTourCharacters } from './api/tour.js';
import { TourCharacterCard, TourCharacterSkeleton } from './components/tour-character-card.js';
import './tour.css';

/**
 * The visitor tour of chat: what a conversation offers, then the companions to start one with.
 * No sign-in: the first chat opens a visitor account (a few free messages), and signing in later
 * keeps it.
 */
export function TourChatPage() {
  const characters = useTourCharacters();
  const steps = [
    {
      icon: <HeartIcon size={22} />,
      title: <Trans>Pick a companion</Trans>,
      text: <Trans>Browse realistic and anime characters, each with her own story.</Trans>,
    },
    {
      icon: <ChatIcon size={22} />,
      title: <Trans>Talk about anything</Trans>,
      text: <Trans>She remembers what you share and answers in your language.</Trans>,
    },
    {
      icon: <SparkIcon size={22} />,
      title: <Trans>Play stories, get photos</Trans>,
      text: <Trans>Start a story together or ask her for a photo.</Trans>,
    },
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
        <section className="tour__pick" aria-labelledby="tour-pick-title">
          <h2 className="tour__pick-title" id="tour-pick-title">
            <Trans>Try it now: pick someone to talk to</Trans>
          </h2>
          <p className="muted">
            <Trans>No sign-up needed for your first messages.</Trans>
          </p>
          {characters.isError ? (
            <div className="tour__error" role="alert">
              <p>
                <Trans>The companions could not be loaded.</Trans>
              </p>
              <Button variant="msgGray" onClick={() => void characters.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          ) : (
            <div className="tour__grid" data-testid="tour-characters">
              {characters.data
                ? characters.data.list.map((c) => <TourCharacterCard key={c.id} character={c} />)
                : [0, 1, 2, 3, 4, 5].map((i) => <TourCharacterSkeleton key={i} />)}
            </div>
          )}
        </section>
      </div>
    </Page>
  );
}
