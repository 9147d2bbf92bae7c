import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env.js';
import { outgoingOf } from './node-request.js';

/** Telegram's web clients show the mini-app in a frame; nobody else may. */
export const FRAME_ANCESTORS = ["'self'", 'https://web.telegram.org', 'https://*.telegram.org'];

/** Google Identity Services (the Google sign-in button): its script, its iframe and its style sheet. */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/**
 * The app's policy. Scripts and styles come from our own origin only (the built bundle and the
 * server's `/app-config.js`): an injected `<script>` or `on…=` attribute does not run. Pictures
 * may be any https URL, since avatars are (Telegram's user photos, Google's).
 */
const appPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", `${GOOGLE_GSI}client`],
  styleSrc: ["'self'", GOOGLE_GSI],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", GOOGLE_GSI],
  frameSrc: [GOOGLE_GSI],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: FRAME_ANCESTORS,
};

/** Generated pictures, opened directly or by any page: nothing in them may run (an SVG could). */
const mediaPolicy = {
  defaultSrc: ["'none'"],
  styleSrc: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  frameAncestors: FRAME_ANCESTORS,
  sandbox: [],
};

const common = {
  // Superseded by frame-ancestors, whose list it cannot express (SAMEORIGIN would block Telegram Web).
  xFrameOptions: false,
  // Google's sign-in popup reports back to its opener.
  crossOriginOpenerPolicy: 'same-origin-allow-popups',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Only this host: an operator's other subdomains may still serve plain http.
  strictTransportSecurity: 'max-age=15552000',
  permissionsPolicy: { camera: false, microphone: false, geolocation: false, usb: false, payment: false },
  // A page that set its own policy (the sandbox checkout) keeps it.
  overwrite: false,
} as const;

const forApp = secureHeaders({ ...common, contentSecurityPolicy: appPolicy });
const forMedia = secureHeaders({ ...common, contentSecurityPolicy: mediaPolicy, crossOriginResourcePolicy: 'same-site' });

/** The headers a policy adds, the same for every answer: worked out once, by Hono's middleware over an empty answer. */
async function headersOf(policy: MiddlewareHandler): Promise<[string, string][]> {
  const res = await new Hono()
    .use(policy)
    .get('/', (c) => c.body(null))
    .request('/');
  return [...res.headers];
}
const appHeaders = await headersOf(forApp);
const mediaHeaders = await headersOf(forMedia);

/**
 * Security headers (CSP, nosniff, Referrer-Policy and the rest of Hono's set) on everything the
 * browser renders or loads: the app's HTML and assets, media, the checkout pages. The /v1 JSON
 * answers are read by our own code only and skip them (the chat path counts every header).
 * Served by Node, they are set on its response before the handler runs: a header the answer sets
 * itself (the sandbox checkout's own policy) replaces ours when the head is written, as Hono's
 * `overwrite: false` does, without a web Headers lookup and write for each of them on every answer.
 */
// Not async: a /v1 call passes through without a promise of its own.
export const securityHeaders: MiddlewareHandler<AppEnv> = function securityHeaders(c, next) {
  const path = c.req.path;
  if (path.startsWith('/v1/')) return next();
  const media = path.startsWith('/media/');
  const outgoing = outgoingOf(c);
  if (!outgoing) return media ? forMedia(c, next) : forApp(c, next);
  for (const [name, value] of media ? mediaHeaders : appHeaders) outgoing.setHeader(name, value);
  return next();
};
