import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button.js';
import { ChatIcon } from '../../../ui/icons.js';
import { useLocalePath } from '../../../ui/locale-path.js';
import { benefitIcons } from './benefit-icons.js';
import { Stars } from './stars.js';

/** Ten verified members, each rating the product 5 stars (spec §9). */
function useMembers() {
  const { t } = useLingui();
  return [
    { name: 'Michael', hue: 330, text: t`She remembers everything.` },
    { name: 'Hiro', hue: 25, text: t`Replies in a second.` },
    { name: 'Carlos', hue: 200, text: t`Photos are stunning.` },
    { name: 'Ahmed', hue: 280, text: t`Worth every cent.` },
    { name: 'Lukas', hue: 160, text: t`Stories keep me hooked.` },
    { name: 'Wei', hue: 45, text: t`Feels like a real person.` },
    { name: 'Daniel', hue: 350, text: t`No more waiting in line.` },
    { name: 'Ravi', hue: 120, text: t`Best AI chat I've used.` },
    { name: 'Tomás', hue: 260, text: t`The gifts are so fun.` },
    { name: 'Ethan', hue: 10, text: t`Premium changed everything.` },
  ];
}

export function VerifiedUsers({ onStart }: { onStart?: () => void }) {
  const members = useMembers();
  const [, navigate] = useLocation();
  const to = useLocalePath();
  return (
    <section className="pp-section" aria-labelledby="pp-verified-title" data-testid="verified-users">
      <h2 className="pp-section__title" id="pp-verified-title">
        <Trans>Verified members</Trans>
      </h2>
      <ul className="pp-verified">
        {members.map((m) => (
          <li key={m.name} className="pp-member" data-testid="verified-card">
            <span
              className="pp-member__avatar"
              style={{ background: `linear-gradient(135deg, hsl(${m.hue} 70% 62%), hsl(${m.hue + 40} 65% 42%))` }}
              aria-hidden="true"
            >
              {m.name.slice(0, 1)}
            </span>
            <span className="pp-member__who">
              <span className="pp-member__name">
                {m.name}
                <benefitIcons.verified size={15} className="pp-member__check" />
              </span>
              <Stars rating={5} size={12} />
            </span>
            <span className="pp-member__text">{m.text}</span>
          </li>
        ))}
      </ul>
      <Button
        variant="svip"
        size="big"
        block
        onClick={() => {
          navigate(to('/'));
          onStart?.();
        }}
        data-testid="start-chatting"
      >
        <ChatIcon size={18} />
        <Trans>Start chatting</Trans>
      </Button>
    </section>
  );
}
