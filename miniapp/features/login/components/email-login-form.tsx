import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/constants.js';
import { useEmailLogin } from '../hooks/use-email-login.js';
import { Button } from '../../../ui/button.js';
import { useSecondsLeft } from '../../../ui/countdown.js';

/** Email → 6-digit code, with the 60 s resend countdown. */
export function EmailLoginForm({ onDone, initialEmail }: { onDone: () => void; initialEmail?: string }) {
  const { t } = useLingui();
  const login = useEmailLogin(onDone, initialEmail);
  const left = useSecondsLeft(login.resendAt);

  if (login.step === 'email') {
    return (
      <form
        className="login-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void login.sendCode();
        }}
      >
        <label className="field">
          <span className="field__label">
            <Trans>Email</Trans>
          </span>
          <input
            className={`field__input${login.error ? ' is-invalid' : ''}`}
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            placeholder="you@example.com"
            value={login.email}
            onChange={(e) => login.setEmail(e.target.value)}
            aria-invalid={Boolean(login.error)}
            data-testid="login-email"
          />
          {login.error && (
            <span className="field__error" role="alert">
              {login.error}
            </span>
          )}
        </label>
        <Button type="submit" size="big" block loading={login.busy} disabled={!login.email.trim()} data-testid="login-send">
          <Trans>Send code</Trans>
        </Button>
      </form>
    );
  }

  const complete = login.code.length === limits.codeLength;
  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void login.verify(login.code);
      }}
    >
      <p className="login-form__sent">
        <Trans>
          We sent a 6-digit code to <bdi className="login-form__email">{login.email}</bdi>.
        </Trans>{' '}
        <button type="button" className="link-button" onClick={login.changeEmail}>
          <Trans>Change</Trans>
        </button>
      </p>
      <label className="field">
        <span className="field__label">
          <Trans>Verification code</Trans>
        </span>
        <input
          className="field__input field__input--code num"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={limits.codeLength}
          dir="ltr"
          placeholder="••••••"
          value={login.code}
          onChange={(e) => {
            const next = e.target.value.replace(/\D/g, '').slice(0, limits.codeLength);
            login.setCode(next);
            if (next.length === limits.codeLength) void login.verify(next);
          }}
          aria-label={t`6-digit code`}
          data-testid="login-code"
          autoFocus
        />
      </label>
      <Button type="submit" size="big" block loading={login.busy} disabled={!complete} data-testid="login-verify">
        <Trans>Log in</Trans>
      </Button>
      <div className="login-form__resend">
        {left > 0 ? (
          <span className="muted num">
            <Trans>Resend code in {left} s</Trans>
          </span>
        ) : (
          <button
            type="button"
            className="link-button"
            onClick={() => void login.sendCode()}
            disabled={login.busy}
            data-testid="login-resend"
          >
            <Trans>Resend code</Trans>
          </button>
        )}
      </div>
    </form>
  );
}
