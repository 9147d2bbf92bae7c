import { useEffect, useState } from 'react';

/** Seconds left until `endAt` (epoch ms), ticking every second; 0 when over or unset. */
export function useSecondsLeft(endAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endAt) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [endAt]);
  return endAt ? Math.max(0, Math.ceil((endAt - now) / 1000)) : 0;
}

export const formatClock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

export interface CountdownProps {
  /** Length of one run in seconds. */
  seconds: number;
  /** Start again when a run ends (the 10-minute discount restarts at 9:59). */
  loop?: boolean;
  onEnd?: () => void;
  className?: string;
}

/** mm:ss countdown. */
export function Countdown({ seconds, loop = false, onEnd, className = '' }: CountdownProps) {
  const [endAt, setEndAt] = useState(() => Date.now() + seconds * 1000);
  const left = useSecondsLeft(endAt);
  useEffect(() => {
    const id = setTimeout(
      () => {
        onEnd?.();
        if (loop) setEndAt(Date.now() + (seconds - 1) * 1000);
      },
      Math.max(0, endAt - Date.now()),
    );
    return () => clearTimeout(id);
  }, [endAt, loop, seconds, onEnd]);
  return (
    <span className={`num ${className}`} role="timer">
      {formatClock(left)}
    </span>
  );
}
