import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { verificationLimits, type UploadRefusal } from '../../../shared/trust.js';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { ShieldIcon } from '../../ui/icons.js';
import { useSubmitVerification, useVerification } from './api/trust.js';
import { uploadVerification, UploadError } from './api/upload.js';
import './trust.css';

const MB = 1024 * 1024;

/** `/settings/verification`: send a photo or a short video of yourself; an operator reviews it. */
export function VerificationPage() {
  const { t } = useLingui();
  const { data: info } = useVerification();
  const submit = useSubmitVerification();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');

  const refusal = (reason: UploadRefusal | 'login' | null, kind: 'photo' | 'video'): string => {
    const photoMb = verificationLimits.photoMaxBytes / MB;
    const videoMb = verificationLimits.videoMaxBytes / MB;
    const seconds = verificationLimits.videoMaxMs / 1000;
    switch (reason) {
      case 'too_large':
        return kind === 'photo'
          ? t`This photo is too large. The limit is ${photoMb} MB.`
          : t`This video is too large. The limit is ${videoMb} MB.`;
      case 'too_long':
        return t`This video is too long. Record at most ${seconds} seconds.`;
      case 'bad_type':
        return kind === 'photo' ? t`Send a JPEG, PNG or WebP photo.` : t`Send an MP4, MOV or WebM video.`;
      case 'unreadable':
        return t`We could not read this video's length. Try another recording.`;
      case 'login':
        return t`Please log in`;
      default:
        return t`The upload failed. Please try again.`;
    }
  };

  const send = async (file: File) => {
    const kind = file.type.startsWith('video/') ? 'video' : 'photo';
    setError('');
    // The same limits as the server's, so a file far too large is not sent for nothing.
    if (file.size > (kind === 'photo' ? verificationLimits.photoMaxBytes : verificationLimits.videoMaxBytes))
      return setError(refusal('too_large', kind));
    setProgress(0);
    try {
      const up = await uploadVerification(file, kind, setProgress);
      await submit.mutateAsync(up.uploadId);
    } catch (e) {
      if (e instanceof UploadError) setError(refusal(e.reason, kind));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const status = info?.status ?? 'none';
  const canSend = status === 'none' || status === 'rejected';
  const seconds = verificationLimits.videoMaxMs / 1000;
  const photoMb = verificationLimits.photoMaxBytes / MB;
  const videoMb = verificationLimits.videoMaxBytes / MB;
  return (
    <Page title={<Trans>Profile verification</Trans>} back backFallback="/settings" testId="verification">
      <div className="content content--narrow trust">
        <section className="trust-card" data-testid="verification-status" data-status={status}>
          <ShieldIcon size={28} className="trust-card__icon" />
          {status === 'none' && (
            <p>
              <Trans>
                Verify that you are a real person: send a photo of yourself holding a paper with today's date, or a video of up to {seconds}{' '}
                seconds. Verified creators can publish characters and take custom orders.
              </Trans>
            </p>
          )}
          {status === 'pending' && (
            <p>
              <Trans>Your verification is waiting for review. We will let you know.</Trans>
            </p>
          )}
          {status === 'approved' && (
            <p>
              <Trans>Your profile is verified.</Trans>
            </p>
          )}
          {status === 'rejected' && (
            <p>
              <Trans>Your verification was not accepted. You can send a new one.</Trans> {info?.reviewNote}
            </p>
          )}
        </section>
        {canSend && (
          <>
            <p className="muted">
              <Trans>
                A photo up to {photoMb} MB, or a video up to {seconds} seconds and {videoMb} MB. Only our reviewers see it.
              </Trans>
            </p>
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm"
              hidden
              data-testid="verification-file"
              onChange={(e) => e.target.files?.[0] && void send(e.target.files[0])}
            />
            <Button size="big" block loading={progress !== null} onClick={() => input.current?.click()} data-testid="verification-pick">
              <Trans>Choose a photo or video</Trans>
            </Button>
          </>
        )}
        {progress !== null && (
          <div
            className="trust-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            data-testid="verification-progress"
          >
            <span style={{ inlineSize: `${Math.round(progress * 100)}%` }} />
          </div>
        )}
        {error && (
          <p className="trust-error" role="alert" data-testid="verification-error">
            {error}
          </p>
        )}
      </div>
    </Page>
  );
}
