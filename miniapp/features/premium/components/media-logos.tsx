import { Trans } from '@lingui/react/macro';

/**
 * "As featured in": wordmarks of fictional outlets, drawn as SVG text so no real trademark or
 * image file is involved. Grey, like press strips usually are.
 */
/**
 * The wordmark's width whatever font the device has: a wide system font drew "NOVAPOST" and
 * "lumen weekly" past the edge of their box, cut off.
 */
const fit = (width: number) => ({ textLength: width, lengthAdjust: 'spacingAndGlyphs' as const });

const marks = [
  {
    id: 'byteline',
    label: 'Byteline',
    w: 108,
    node: (
      <text x="0" y="22" fontFamily="Georgia, 'Times New Roman', serif" fontSize="21" fontWeight="700" fontStyle="italic" {...fit(104)}>
        Byteline
      </text>
    ),
  },
  {
    id: 'novapost',
    label: 'Novapost',
    w: 118,
    node: (
      <text x="0" y="22" fontFamily="system-ui, sans-serif" fontSize="18" fontWeight="900" letterSpacing="2.5" {...fit(116)}>
        NOVAPOST
      </text>
    ),
  },
  {
    id: 'orbit',
    label: 'Orbit Daily',
    w: 124,
    node: (
      <>
        <circle cx="11" cy="15" r="8.5" fill="none" stroke="currentColor" strokeWidth="2.6" />
        <circle cx="19" cy="8" r="2.6" />
        <text x="26" y="21" fontFamily="system-ui, sans-serif" fontSize="17" fontWeight="600" {...fit(96)}>
          orbit daily
        </text>
      </>
    ),
  },
  {
    id: 'kestrel',
    label: 'The Kestrel',
    w: 128,
    node: (
      <text x="0" y="21" fontFamily="Georgia, serif" fontSize="17" letterSpacing="1" {...fit(126)}>
        THE KESTREL
      </text>
    ),
  },
  {
    id: 'lumen',
    label: 'Lumen Weekly',
    w: 112,
    node: (
      <>
        <rect x="0" y="5" width="20" height="20" rx="5" />
        <text x="5" y="21" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="900" fill="var(--c-bg)">
          L
        </text>
        <text x="26" y="21" fontFamily="system-ui, sans-serif" fontSize="17" fontWeight="700" {...fit(84)}>
          lumen wk
        </text>
      </>
    ),
  },
];

export function MediaLogos() {
  return (
    <section className="pp-section pp-media" aria-labelledby="pp-media-title" data-testid="media-logos">
      <h2 className="pp-section__title pp-section__title--small" id="pp-media-title">
        <Trans>As featured in</Trans>
      </h2>
      <ul className="pp-media__list">
        {marks.map((m) => (
          <li key={m.id}>
            <svg
              className="pp-media__mark"
              viewBox={`0 0 ${m.w} 30`}
              width={m.w}
              height={30}
              role="img"
              aria-label={m.label}
              fill="currentColor"
            >
              {m.node}
            </svg>
          </li>
        ))}
      </ul>
    </section>
  );
}
