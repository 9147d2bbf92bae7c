import type { Server } from 'node:http';

/** How often connections left idle by a finished request are closed while the server shuts down. */
const SWEEP_MS = 100;

/**
 * Stop taking connections and let the requests in flight finish (a reply streaming to its user
 * during a rolling deploy), for at most `deadlineMs`; then cut what is left. A keep-alive
 * connection would hold `close` open until its own timeout, so the ones a finished request leaves
 * idle are closed as they appear. Resolves true when every request finished in time.
 */
export function closeGracefully(server: Server, deadlineMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    const deadline = setTimeout(() => {
      clearInterval(sweep);
      server.closeAllConnections();
      resolve(false);
    }, deadlineMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(true);
    });
  });
}
