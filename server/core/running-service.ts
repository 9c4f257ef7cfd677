/** A started service: where it listens and how to stop it cleanly. */
export interface RunningService {
  readonly url: string;
  /** Stops listening, lets in-flight requests finish, closes the databases. */
  close(): Promise<void>;
}
