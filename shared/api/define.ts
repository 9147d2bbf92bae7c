import type { z } from 'zod';

/**
 * One call of the wire contract: its path under /v1, what it takes (`params`, checked by the
 * server) and what it answers (`data`, checked against the server's answers in tests and
 * development). The server routes by it; the client calls it by its path, typed from it.
 */
export interface CallDef<Path extends string = string, P extends z.ZodTypeAny = z.ZodTypeAny, D extends z.ZodTypeAny = z.ZodTypeAny> {
  path: Path;
  params: P;
  data: D;
}

export const defineCall = <Path extends `/${string}`, P extends z.ZodTypeAny, D extends z.ZodTypeAny>(
  path: Path,
  params: P,
  data: D,
): CallDef<Path, P, D> => ({ path, params, data });

/** Every CallDef found among the values of a group such as `{ list: defineCall(…), … }`. */
export type DefsOf<G> = Extract<G[keyof G], CallDef>;
