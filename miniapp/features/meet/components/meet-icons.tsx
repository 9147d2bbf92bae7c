interface IconProps {
  size?: number;
}

const svg = (size = 24) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
});

/** Meet's own marks: a flame for Meet, sliders for its settings, a cross for a pass. */
export const FlameIcon = ({ size }: IconProps) => (
  <svg {...svg(size)}>
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.6-2.4-5.8-4-7.7-.4 1.9-1.4 3-2.5 3.5.3-3.4-1.2-6.6-4-9-.3 3.6-2.2 5.6-3.7 7.6C3.8 11.1 5 13 5 15.2 5 19.3 8 22 12 22z" />
  </svg>
);

export const SlidersIcon = ({ size }: IconProps) => (
  <svg {...svg(size)}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </svg>
);

export const PassIcon = ({ size }: IconProps) => (
  <svg {...svg(size)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const LikeIcon = ({ size }: IconProps) => (
  <svg {...svg(size)} fill="currentColor" stroke="none">
    <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.6 1.2 4.4 2.5.2.3.6.3.8 0C12.6 6.2 14.1 5 16.4 5 20 5 22 8.6 20.6 11.8 18.5 16.4 12 21 12 21z" />
  </svg>
);
