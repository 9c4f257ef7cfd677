import type { IncomingMessage, ServerResponse } from 'node:http';

/** Handles one request of a station protocol; `fail` answers an error in plain text (error-middleware.ts). */
export type StationHandler = (req: IncomingMessage, res: ServerResponse, fail: (error: unknown) => void) => void;

/**
 * A protocol of the station port answered before express (the station driver's, FarCards'): which URLs are its, and
 * its handler.
 */
export interface StationRoute {
  /** True for the paths of the protocol (matched without regard to case, as express routes are). */
  readonly matches: (url: string | undefined) => boolean;
  readonly handle: StationHandler;
}
