import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { energy } from '../../../shared/constants.js';
import { CustomCharacterState as State } from '../../../shared/enums.js';
import { ErrorCode } from '../../../shared/errors.js';
import { ApiError } from '../../api/client.js';
import { platform } from '../../platform/index.js';
import { openLoginAtom } from '../../state/popups.js';
import { profileAtom } from '../../state/profile.js';
import { isLoggedInAtom } from '../../state/session.js';
import { showToastAtom } from '../../state/toasts.js';
import { Button, buttonClass } from '../../ui/button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { CoinIcon, CrownIcon, LockIcon, SparkIcon } from '../../ui/icons.js';
import { MainAction } from '../../ui/main-action.js';
import { Page } from '../../ui/page.js';
import { Skeleton } from '../../ui/skeleton.js';
import { PhotoViewer } from '../../ui/photo-viewer.js';
import { useMyCharacters } from '../create-character/api/my-characters.js';
import { useGeneratePhoto } from './api/generate-photo.js';
import { useOwnPhotos } from './api/own-photos.js';
import '../../ui/empty-state.css';
import './ugc.css';
import { useTextDir } from '../../i18n/text-direction.js';

const PRICE = energy.photoCoinCost;

/**
 * `/ugc/generate-image`: pick one of your characters and have more photos of her drawn (Premium,
 * 50 coins each), always from her stored looks so she stays recognisable.
 */
export function GenerateImagePage() {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const search = useSearch();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const profile = useAtomValue(profileAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const toast = useSetAtom(showToastAtom);
  const mine = useMyCharacters();
  // Her photos can be drawn once her own pictures are: done, with a cover. A failed list is an empty one.
  const characters = mine.data ? mine.data.list.filter((c) => c.state === State.done && c.cover) : mine.isError ? [] : null;
  const [chosen, setChosen] = useState<string | null>(() => new URLSearchParams(search).get('id'));
  // Until the list is in, the one asked for in the URL (her photos load meanwhile).
  const picked = !characters || characters.some((c) => c.id === chosen) ? chosen : (characters[0]?.id ?? null);
  const generatePhoto = useGeneratePhoto();
  const busy = generatePhoto.isPending;
  const [viewing, setViewing] = useState<string | null>(null);

  const gallery = useOwnPhotos(picked);
  const photos = gallery.data?.list ?? [];
  const loading = picked !== null && gallery.isPending;
  const current = characters?.find((c) => c.id === picked) ?? null;
  const premium = profile?.isVip ?? false;
  const balance = profile?.goldBalance ?? 0;

  const generate = async () => {
    if (!premium) {
      navigate('/premium');
      return;
    }
    if (balance < PRICE) {
      navigate('/coins');
      return;
    }
    if (!picked) return;
    try {
      await generatePhoto.mutateAsync(picked);
      platform().haptic('success');
    } catch (e) {
      platform().haptic('error');
      const code = e instanceof ApiError ? e.code : -1;
      if (code === ErrorCode.notEnoughCoins) navigate('/coins');
      else if (code === ErrorCode.premiumRequired) navigate('/premium');
      else toast({ text: e instanceof Error ? e.message : t`Failed to generate image, please try again`, tone: 'error' });
    }
  };

  let body: React.ReactNode;
  if (!loggedIn) {
    body = (
      <EmptyState
        icon={<SparkIcon size={48} />}
        title={<Trans>Log in to generate photos</Trans>}
        action={
          <Button variant="primary" size="big" onClick={() => openLogin()}>
            <Trans>Log in</Trans>
          </Button>
        }
      />
    );
  } else if (characters === null) {
    body = (
      <div className="ugc-picker" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="ugc-pick__img" round />
        ))}
      </div>
    );
  } else if (characters.length === 0) {
    body = (
      <EmptyState
        testId="ugc-empty"
        icon={<SparkIcon size={48} />}
        title={<Trans>Create a character first</Trans>}
        text={<Trans>Photos are generated for the characters you create, from their look and style.</Trans>}
        action={
          <Link href="/my-roles/create" className={buttonClass('primary', 'big')}>
            <Trans>Create a character</Trans>
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <h2 className="ugc-title">
          <Trans>Choose her</Trans>
        </h2>
        <div className="ugc-picker" role="radiogroup" aria-label={t`Choose her`}>
          {characters.map((c) => (
            <button
              key={c.id}
              type="button"
              role="radio"
              aria-checked={c.id === picked}
              className={`ugc-pick${c.id === picked ? ' is-on' : ''}`}
              onClick={() => setChosen(c.id)}
              data-testid="ugc-pick"
            >
              <img className="ugc-pick__img" src={c.avatar || c.cover} alt="" />
              <span className="ugc-pick__name" dir={dirOf(c.name)}>
                {c.name}
              </span>
            </button>
          ))}
        </div>

        {premium ? (
          <div className="ugc-price" data-testid="ugc-price">
            <CoinIcon size={22} />
            <div>
              <p className="ugc-price__main">
                <Trans>{PRICE} coins per photo</Trans>
              </p>
              <p className="muted">
                {balance < PRICE ? (
                  <Trans>You have {balance} coins: top up to generate.</Trans>
                ) : (
                  <Trans>You have {balance} coins. Nothing is charged if drawing fails.</Trans>
                )}
              </p>
            </div>
          </div>
        ) : (
          <div className="ugc-upsell" data-testid="ugc-upsell">
            <CrownIcon size={28} />
            <p className="ugc-upsell__title">
              <Trans>More photos of her are a Premium feature</Trans>
            </p>
            <p className="muted">
              <Trans>
                With Premium, each new photo of your character costs {PRICE} coins and arrives unblurred, in her look and style.
              </Trans>
            </p>
            <Link href="/premium" className={buttonClass('gold', 'default')} data-testid="ugc-premium">
              <CrownIcon size={18} />
              <Trans>Get Premium</Trans>
            </Link>
          </div>
        )}

        <h2 className="ugc-title">{current ? <Trans>Photos of {current.name}</Trans> : <Trans>Photos</Trans>}</h2>
        <div className="ugc-grid" data-testid="ugc-grid">
          {busy && (
            <div className="ugc-tile ugc-tile--pending" role="status">
              <span className="ugc-spinner" aria-hidden="true" />
              <Trans>Drawing a new photo…</Trans>
            </div>
          )}
          {photos.map((p) => (
            <button key={p.id} type="button" className="ugc-tile" onClick={() => !p.locked && setViewing(p.url)} data-testid="ugc-photo">
              <img src={p.url} alt="" loading="lazy" />
              {p.locked && (
                <span className="ugc-tile__lock">
                  <LockIcon size={20} />
                </span>
              )}
            </button>
          ))}
          {!busy && !loading && photos.length === 0 && (
            <p className="ugc-none muted">
              <Trans>No new photos yet. Each one shows her in a new scene.</Trans>
            </p>
          )}
        </div>
        <p className="ugc-foot muted">
          <Trans>New photos join her gallery.</Trans>
        </p>
        <MainAction
          text={!premium ? t`Get Premium` : balance < PRICE ? t`Buy coins` : t`Generate a photo · ${PRICE} coins`}
          variant={premium ? 'primary' : 'gold'}
          onClick={() => void generate()}
          loading={busy}
          disabled={!current}
          testId="ugc-generate"
        />
      </>
    );
  }

  return (
    <Page back backFallback="/my-roles" title={<Trans>Generate photos</Trans>} testId="generate-image" className="ugc">
      <div className="content content--narrow ugc-body">{body}</div>
      {viewing && <PhotoViewer url={viewing} onClose={() => setViewing(null)} />}
    </Page>
  );
}
