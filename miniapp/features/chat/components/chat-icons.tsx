import { Svg, type IconProps } from '../../../ui/icons.js';

/** The chat's own pictograms (send, gift, camera, regenerate, memory, retry). */
export const SendIcon = (p: IconProps) => (
  <Svg {...p} className={`icon-flip ${p.className ?? ''}`}>
    <path d="M4.5 12 3 4.5l18 7.5-18 7.5z" fill="currentColor" stroke="none" />
  </Svg>
);
export const GiftIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="8" width="17" height="4.5" rx="1" />
    <path d="M5 12.5V20a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7.5M12 8v13" />
    <path d="M12 8S10.8 3.5 8.2 3.5a2.2 2.2 0 0 0 0 4.5H12zM12 8s1.2-4.5 3.8-4.5a2.2 2.2 0 0 1 0 4.5H12z" />
  </Svg>
);
export const CameraIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 8h3l1.6-2.4A1.5 1.5 0 0 1 9.8 5h4.4a1.5 1.5 0 0 1 1.2.6L17 8h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </Svg>
);
export const RegenerateIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M20 11a8 8 0 0 0-14.6-4.5M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5M20 20v-4h-4" />
  </Svg>
);
/** Her journal: a notebook with a heart. */
export const MemoryIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 3h11a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" />
    <path d="M8.5 3v18" />
    <path
      d="M13.7 15.2s-2.9-1.7-2.9-3.6a1.5 1.5 0 0 1 2.9-.7 1.5 1.5 0 0 1 2.9.7c0 1.9-2.9 3.6-2.9 3.6z"
      fill="currentColor"
      strokeWidth={1.2}
    />
  </Svg>
);
/** A pushpin: a memory always in her mind. */
export const PinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 4h6l-1 5 3 3v2H7v-2l3-3-1-5zM12 14v6" />
  </Svg>
);
export const PencilIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />
  </Svg>
);
export const TrashIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-12M9 7V4h6v3" />
  </Svg>
);
export const AlertIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Svg>
);
export const ExpandIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
  </Svg>
);
