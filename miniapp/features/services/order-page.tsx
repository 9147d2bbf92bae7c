import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { servicePrice, serviceKinds, SERVICE_BRIEF_MAX, type ServiceKind } from '../../../shared/service-orders.js';
import { useCharacter } from '../character/api/character.js';
import { useProfile } from '../../state/profile.js';
import { showToastAtom } from '../../state/toasts.js';
import { Page } from '../../ui/page.js';
import { Button, buttonClass } from '../../ui/button.js';
import { NotFound } from '../../ui/not-found.js';
import { Skeleton } from '../../ui/skeleton.js';
import { CoinIcon } from '../../ui/icons.js';
import { useLocalePath } from '../../ui/locale-path.js';
import { useServiceOrderMoves } from './api/service-orders.js';
import { useServiceLabels } from './components/labels.js';
import './services.css';
import { useTextDir } from '../../i18n/text-direction.js';

/** `/services/order/:characterId`: order a custom piece from her creator, paid into escrow. */
export function ServiceOrderPage() {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const { characterId } = useParams<{ characterId: string }>();
  const state = useCharacter(decodeURIComponent(characterId));
  const profile = useProfile();
  const labels = useServiceLabels();
  const [kind, setKind] = useState<ServiceKind>('photo_set');
  const [brief, setBrief] = useState('');
  const { create } = useServiceOrderMoves();
  const toast = useSetAtom(showToastAtom);
  const to = useLocalePath();
  const [, navigate] = useLocation();

  if (state.status === 'missing') return <NotFound invalid />;
  if (state.status !== 'ready') {
    return (
      <Page back title={<Trans>Order a custom piece</Trans>}>
        <div className="content content--narrow services">
          <Skeleton style={{ height: 64, marginBlockEnd: 16 }} />
          <Skeleton style={{ height: 160 }} />
        </div>
      </Page>
    );
  }
  const { character } = state;
  const price = servicePrice[kind];
  const balance = profile?.goldBalance ?? 0;
  const short = !!profile && balance < price;
  const submit = () =>
    create.mutate(
      { characterId: character.id, kind, brief },
      {
        onSuccess: () => {
          toast({ text: t`Order placed: your ${price} coins are held until it is done`, tone: 'success' });
          navigate(to('/services/orders'));
        },
      },
    );

  return (
    <Page back title={<Trans>Order a custom piece</Trans>} testId="service-order">
      <div className="content content--narrow services">
        <div className="services__who">
          <img className="services__avatar" src={character.avatar} alt="" />
          <p>
            <Trans>
              From the creator of <b dir={dirOf(character.name)}>{character.name}</b>
            </Trans>
          </p>
        </div>
        <div className="services__tiers" role="radiogroup" aria-label={t`What to order`}>
          {serviceKinds.map((k) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={kind === k}
              className={`services__tier${kind === k ? ' services__tier--on' : ''}`}
              onClick={() => setKind(k)}
              data-testid={`service-kind-${k}`}
            >
              <span className="services__tier-name">{labels.kind(k).name}</span>
              <span className="muted">{labels.kind(k).hint}</span>
              <span className="services__price num">
                <CoinIcon size={16} /> {servicePrice[k]}
              </span>
            </button>
          ))}
        </div>
        <label className="services__label" htmlFor="service-brief">
          <Trans>What would you like?</Trans>
        </label>
        <textarea
          id="service-brief"
          className="services__text"
          dir={dirOf(brief)}
          rows={5}
          maxLength={SERVICE_BRIEF_MAX}
          value={brief}
          placeholder={t`Describe the scene, the mood, the outfit…`}
          onChange={(e) => setBrief(e.target.value)}
          data-testid="service-brief"
        />
        <p className="services__balance" data-testid="service-balance">
          <CoinIcon size={16} />
          <Trans>
            Your balance: <span className="num">{balance}</span> coins
          </Trans>
        </p>
        {short && (
          <p className="services__short">
            <Trans>Not enough coins for this order.</Trans>{' '}
            <Link href={to('/coins')} className={buttonClass('gold', 'small')}>
              <Trans>Buy coins</Trans>
            </Link>
          </p>
        )}
        <p className="muted services__note">
          <Trans>
            Your coins are held safely until you accept the result. If the creator declines, or does not answer within 48 hours, or does not
            deliver within 7 days, they come back to you. You can cancel until the creator starts.
          </Trans>
        </p>
        <Button block size="big" disabled={!brief.trim() || short} loading={create.isPending} onClick={submit} data-testid="service-submit">
          <Trans>Order for {price} coins</Trans>
        </Button>
      </div>
    </Page>
  );
}
