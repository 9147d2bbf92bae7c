/**
 * Trust and safety rules both sides use (docs/trust-and-safety.md). No zod here: the mini-app's
 * screens import these values at run time.
 */

/** Verification uploads (docs/trust-and-safety.md): what the server refuses past. */
export const verificationLimits = {
  photoMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 100 * 1024 * 1024,
  videoMaxMs: 15_000,
} as const;

/** Why an upload was refused; the client shows its own translated text for each. */
export const uploadRefusals = ['too_large', 'too_long', 'bad_type', 'unreadable', 'already_pending', 'already_verified'] as const;
export type UploadRefusal = (typeof uploadRefusals)[number];

/** Where a raw verification file is posted (outside the /v1 envelope: a video is up to 100 MB). */
export const VERIFICATION_UPLOAD_PATH = '/upload/verification';

/** The networks a creator may link, each with the hosts its profile URLs live on. */
export const socialNetworks = {
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com'],
  tiktok: ['tiktok.com'],
  youtube: ['youtube.com'],
  reddit: ['reddit.com'],
  twitch: ['twitch.tv'],
  onlyfans: ['onlyfans.com'],
  fansly: ['fansly.com'],
  telegram: ['t.me'],
} as const satisfies Record<string, readonly string[]>;
export type SocialNetwork = keyof typeof socialNetworks;
export const socialNetworkNames = Object.keys(socialNetworks) as [SocialNetwork, ...SocialNetwork[]];

/** An https profile URL on the network's own host (or a subdomain of it), with a path. */
export function socialUrlProblem(network: SocialNetwork, value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'must start with https://';
  if (url.username || url.password || url.port) return 'must be a plain profile link';
  const host = url.hostname.toLowerCase();
  if (!socialNetworks[network].some((h) => host === h || host === `www.${h}` || host === `m.${h}`))
    return `must be a ${socialNetworks[network].join(' or ')} link`;
  if (url.pathname.length < 2) return 'must point to a profile';
  return null;
}

export const APPEAL_TEXT_MIN = 10;
export const APPEAL_TEXT_MAX = 2000;

/** Days between asking for the account's deletion and its erasure; signing in meanwhile offers to cancel. */
export const DELETION_GRACE_DAYS = 14;
