/** A problem the user can fix before the service can start; its message is one line and is printed without a stack. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
