import { useEffect, useRef, type RefObject } from 'react';

/**
 * While a payment is on the layer, the modal dialogs open elsewhere (the first-run set-up, a page's dialog) step aside:
 * closed without their owner knowing, so what was typed in them stays, and the prompt's field has the focus. When the
 * layer goes they come back as they were. Checked again at each `tick`, for a dialog that opens meanwhile.
 */
export function useDialogsAside(aside: boolean, layer: RefObject<HTMLElement | null>, tick: number): void {
  const closed = useRef(new Set<HTMLDialogElement>());
  useEffect(() => {
    if (aside) {
      let stepped = false;
      for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) {
        if (layer.current?.contains(dialog)) continue;
        dialog.close();
        closed.current.add(dialog);
        stepped = true;
      }
      if (stepped) layer.current?.querySelector<HTMLInputElement>('input:not([readonly])')?.focus();
      return;
    }
    /** A dialog its owner closed meanwhile has no content (web-kit's Dialog renders it only while open). */
    for (const dialog of closed.current)
      if (dialog.isConnected && !dialog.open && dialog.childElementCount > 0) dialog.showModal();
    closed.current.clear();
  }, [aside, layer, tick]);
}
