import { useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RewardEvent } from '../../../../shared/enums.js';
import { energy } from '../../../../shared/constants.js';
import { platform } from '../../../platform/index.js';
import { useAppConfig } from '../../../state/config.js';
import { useProfile } from '../../../state/profile.js';
import { showToastAtom } from '../../../state/toasts.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { useSecondsLeft } from '../../../ui/countdown.js';
import { BoltIcon, BookIcon, HomeIcon, PlusIcon } from '../../../ui/icons.js';
import { signedText } from '../../../ui/signed-amount.js';
import { closeEnergyGiftAtom, energyGiftOpenAtom } from '../atoms/energy-gift.js';
import { useEnergyReward } from '../api/energy-reward.js';

const events: RewardEvent[] = ['add_home_screen', 'install', 'bookmark'];

function useTaskCopy() {
  const { t } = useLingui();
  const copy: Record<RewardEvent, { title: string; icon: ReactNode; help: string }> = {
    add_home_screen: {
      title: t`Add to home screen`,
      icon: <HomeIcon size={20} />,
      help: t`Open your browser menu and tap “Add to Home screen”.`,
    },
    install: { title: t`Install the app`, icon: <PlusIcon size={20} />, help: t`Open your browser menu and choose “Install app”.` },
    bookmark: {
      title: t`Bookmark this site`,
      icon: <BookIcon size={20} />,
      help: t`Press Ctrl+D (⌘+D on a Mac) or use your browser menu to bookmark this page.`,
    },
  };
  return copy;
}

function TaskRow({ event }: { event: RewardEvent }) {
  const { t } = useLingui();
  const copy = useTaskCopy()[event];
  const { state, start, claim } = useEnergyReward(event);
  const toast = useSetAtom(showToastAtom);
  const installLink = useAppConfig()?.brand.installLink;
  const profile = useProfile();
  const [busy, setBusy] = useState(false);
  const [help, setHelp] = useState(false);
  // Clock skew between server and phone must not show more than the 10 s wait.
  const secondsLeft = useSecondsLeft(state && !state.claimed ? state.claimableAt : null);
  const left = Math.min(energy.rewardClaimAfterMs / 1000, secondsLeft);
  const claimed = state?.claimed || (event === 'add_home_screen' && profile?.rewardEnergyAddHomeScreen);
  const reward = energy.rewardEnergy;

  const go = async () => {
    setBusy(true);
    try {
      const r = await start();
      if (r.claimed) return;
      if (event === 'bookmark') setHelp(true);
      else if (event === 'install' && installLink) platform().openLink(installLink);
      else if ((await platform().installApp()) === 'unavailable') setHelp(true);
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(false);
    }
  };
  const take = async () => {
    setBusy(true);
    try {
      await claim();
      platform().haptic('success');
      const amount = signedText(reward);
      toast({ text: t`${amount} energy added`, tone: 'success' });
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="gift-task" data-testid={`energy-task-${event}`}>
      <span className="gift-task__icon" aria-hidden="true">
        {copy.icon}
      </span>
      <span className="gift-task__what">
        <span className="gift-task__title">{copy.title}</span>
        <span className="gift-task__reward">
          <BoltIcon size={13} />
          <Trans>
            <bdi dir="ltr">+{reward}</bdi> energy
          </Trans>
        </span>
        {help && !claimed && <span className="gift-task__help">{copy.help}</span>}
      </span>
      {claimed ? (
        <span className="gift-task__done" data-testid="energy-task-claimed">
          <Trans>Claimed</Trans>
        </span>
      ) : !state ? (
        <Button variant="primary" size="small" loading={busy} onClick={() => void go()}>
          <Trans>Go</Trans>
        </Button>
      ) : left > 0 ? (
        <Button variant="msgGray" size="small" disabled data-testid="energy-task-wait">
          <span className="num">
            <Trans>Claim in {left}s</Trans>
          </span>
        </Button>
      ) : (
        <Button variant="gold" size="small" loading={busy} onClick={() => void take()} data-testid="energy-task-claim">
          <Trans>Claim</Trans>
        </Button>
      )}
    </li>
  );
}

/** Free energy (spec §9): add to home screen, install, bookmark — 20 energy each, claimable after 10 s, once. */
export function EnergyGiftPopup() {
  const open = useAtomValue(energyGiftOpenAtom);
  const close = useSetAtom(closeEnergyGiftAtom);
  return (
    <BottomPopup open={open} onClose={close} title={<Trans>Free energy</Trans>} testId="energy-gift">
      <p className="muted gift-intro">
        <Trans>Do a task, wait a few seconds, then claim your energy. Each task counts once.</Trans>
      </p>
      <ul className="gift-tasks">
        {events.map((e) => (
          <TaskRow key={e} event={e} />
        ))}
      </ul>
    </BottomPopup>
  );
}
