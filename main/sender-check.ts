/** The parts of Electron's WebFrameMain the check reads, so that it stays a pure, testable function. */
export interface SenderFrame {
  readonly frameTreeNodeId: number;
  readonly url: string;
  readonly parent: unknown;
}

/** The origin of a URL, or null when it has none (about:blank, data:, a malformed string). */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Why an IPC call must be refused, or null when it may proceed: the sender must be the main frame of one of our
 * windows, showing a page from the bridge's own UI origin.
 */
export function untrustedSenderReason(
  frame: SenderFrame | null | undefined,
  ourMainFrameIds: readonly number[],
  uiOrigin: string | null,
): string | null {
  if (!frame) return 'the sending frame is gone';
  if (frame.parent !== null) return 'the sender is a subframe';
  if (!ourMainFrameIds.includes(frame.frameTreeNodeId)) return 'the sender is not one of our windows';
  if (uiOrigin === null) return 'the bridge UI is not running';
  const origin = originOf(frame.url);
  if (origin !== uiOrigin) return `the sender's origin ${origin ?? 'null'} is not the bridge UI`;
  return null;
}

/** Throws (so `ipcRenderer.invoke` rejects) unless the sender passes `untrustedSenderReason`. */
export function assertTrustedSender(
  frame: SenderFrame | null | undefined,
  ourMainFrameIds: readonly number[],
  uiOrigin: string | null,
): void {
  const reason = untrustedSenderReason(frame, ourMainFrameIds, uiOrigin);
  if (reason !== null) throw new Error(`Refused IPC call: ${reason}.`);
}
