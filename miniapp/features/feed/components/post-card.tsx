import { useState } from 'react';
import { Link } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Post } from '../../../../shared/schemas/feed.js';
import { HeartIcon, LockIcon } from '../../../ui/icons.js';
import { isLoggedInAtom } from '../../../state/session.js';
import { localeAtom } from '../../../state/locale.js';
import { dateFormat } from '../../../i18n/date-format.js';
import { openLoginAtom } from '../../../state/popups.js';
import { useLikePost } from '../api/posts.js';
import { GuideHint } from '../../../ui/guide-hint.js';
import { PhotoUnlockSheet } from '../../character/components/photo-unlock-sheet.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/**
 * One post: her name and avatar (tap: her page), the photo (blurred and locked for a free viewer
 * who has not unlocked it, as in her gallery: its unlock sheet sells it for coins or Premium), the
 * caption and a like.
 */
export function PostCard({ post, first }: { post: Post; first: boolean }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const [unlocking, setUnlocking] = useState(false);
  const like = useLikePost();
  const locale = useAtomValue(localeAtom);
  const href = `/character/${encodeURIComponent(post.character.id)}`;
  const toggle = () => {
    if (!loggedIn) return openLogin();
    like.mutate({ postId: post.id, like: post.liked ? 0 : 1 });
  };
  return (
    <article className="post" data-testid="post" data-locked={post.photo.locked ? 'true' : 'false'}>
      <Link href={href} className="post__head">
        <img className="post__avatar" src={post.character.avatar} alt="" width={36} height={36} loading="lazy" />
        <span className="post__name" dir={dirOf(post.character.name)}>
          {post.character.name}
        </span>
      </Link>
      <Link href={href} className="post__photo-link" aria-label={t`Open ${post.character.name}`}>
        <img
          className={`post__photo${post.photo.blurred ? ' post__photo--blurred' : ''}`}
          src={post.photo.url}
          alt=""
          width={post.photo.width}
          height={post.photo.height}
          loading={first ? 'eager' : 'lazy'}
          data-testid="post-photo"
        />
      </Link>
      {post.photo.locked && (
        <button
          type="button"
          className="post__unlock"
          onClick={() => (loggedIn ? setUnlocking(true) : openLogin())}
          data-testid="post-unlock"
        >
          <LockIcon size={16} />
          <Trans>Unlock this photo</Trans>
        </button>
      )}
      {unlocking && (
        <PhotoUnlockSheet characterId={post.character.id} photo={post.photo} onClose={() => setUnlocking(false)} comeFrom="post" />
      )}
      <div className="post__bar">
        <button
          type="button"
          className={`post__like${post.liked ? ' is-liked' : ''}`}
          aria-pressed={post.liked}
          aria-label={post.liked ? t`Unlike` : t`Like`}
          onClick={toggle}
          disabled={like.isPending}
          data-testid="post-like"
        >
          <HeartIcon size={20} />
          <span className="num">{post.likeCount}</span>
        </button>
        <time className="post__time" dateTime={new Date(post.createTime).toISOString()}>
          {dateFormat(locale, { month: 'short', day: 'numeric' }).format(post.createTime)}
        </time>
      </div>
      {first && <GuideHint marker="socialActivity" />}
      <p className="post__caption" dir={dirOf(post.caption)}>
        {post.caption}
      </p>
    </article>
  );
}
