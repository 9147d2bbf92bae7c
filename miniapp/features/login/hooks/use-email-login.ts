import { useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { EMAIL_PATTERN } from '../../../../shared/validation.js';
import { limits } from '../../../../shared/constants.js';
import { requestEmailCode, loginWithEmail } from '../../../api/auth.js';
import { setTokenAtom } from '../../../state/session.js';
import { platform } from '../../../platform/index.js';
import { ApiError } from '../../../api/client.js';
import { ErrorCode } from '../../../../shared/errors.js';

/** Digits only, at most 6 (spec §5). */
export const cleanCode = (raw: string) => raw.replace(/\D/g, '').slice(0, limits.codeLength);

export function useEmailLogin(onDone: () => void, initialEmail = '') {
  const { t } = useLingui();
  const setToken = useSetAtom(setTokenAtom);
  const [step, setStep] = useState<'email' | 'code'>(initialEmail ? 'code' : 'email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCodeRaw] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);

  const sendCode = useCallback(async () => {
    const value = email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(value)) {
      setError(t`Invalid email address`);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await requestEmailCode(value);
      setEmail(value);
      setStep('code');
      setCodeRaw('');
      setResendAt(Date.now() + limits.codeResendMs);
    } catch (e) {
      // The api client has shown the server's message. "Please wait N s" (in the user's language,
      // N in digits): a code went to this address less than a minute ago (the popup was closed
      // and opened again), so on to its step to type it. A wait without a number is the rate limit.
      const waitS = e instanceof ApiError && e.code === ErrorCode.tooManyRequests ? Number(/\d+/.exec(e.message)?.[0]) : 0;
      if (waitS > 0) {
        setEmail(value);
        setStep('code');
        setCodeRaw('');
        setResendAt(Date.now() + waitS * 1000);
      }
    } finally {
      setBusy(false);
    }
  }, [email, t]);

  const verify = useCallback(
    async (value: string) => {
      if (value.length !== limits.codeLength) return;
      setBusy(true);
      setError('');
      try {
        const result = await loginWithEmail(email, value);
        platform().haptic('success');
        setToken(result.token);
        onDone();
      } catch {
        platform().haptic('error');
        setCodeRaw('');
      } finally {
        setBusy(false);
      }
    },
    [email, onDone, setToken],
  );

  return {
    step,
    email,
    code,
    error,
    busy,
    resendAt,
    setEmail: (value: string) => {
      setEmail(value);
      setError('');
    },
    setCode: (raw: string) => setCodeRaw(cleanCode(raw)),
    sendCode,
    verify,
    changeEmail: () => {
      setStep('email');
      setCodeRaw('');
      setError('');
    },
  };
}
