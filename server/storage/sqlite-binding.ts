/** Native addon built for another runtime (the desktop shell sets this to its Electron build). */
export function nativeBinding(): string | undefined {
  return process.env.TILLBRIDGE_SQLITE_BINDING || undefined;
}
