import type { CSSProperties } from 'react';
import './skeleton.css';

export function Skeleton({ className = '', style, round = false }: { className?: string; style?: CSSProperties; round?: boolean }) {
  return <span className={`skeleton${round ? ' skeleton--round' : ''} ${className}`} style={style} aria-hidden="true" />;
}
