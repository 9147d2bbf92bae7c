import { useState } from 'react';

/** Her round portrait; the initial on a warm gradient while it loads or when there is none. */
export function Avatar({ src, name, size = 40, className = '' }: { src?: string; name?: string; size?: number; className?: string }) {
  const [broken, setBroken] = useState(false);
  const initial = (name ?? '').trim().charAt(0).toUpperCase() || '♡';
  return (
    <span
      className={`chat-avatar ${className}`}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
      aria-hidden="true"
    >
      <span className="chat-avatar__initial">{initial}</span>
      {src && !broken && (
        <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" onError={() => setBroken(true)} />
      )}
    </span>
  );
}
