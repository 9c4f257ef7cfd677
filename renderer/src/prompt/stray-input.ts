import { useEffect, useRef } from 'react';

/** A pause longer than this between two keys starts a new entry (a reader types a track in well under a second). */
const entryGapMs = 2000;

/** Where typing is the page's own: a field that takes text. */
function takesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  return (
    target instanceof HTMLInputElement && !target.readOnly && !['button', 'checkbox', 'radio'].includes(target.type)
  );
}

/**
 * While `active`, collects what is typed where no field takes it (a card reader's swipe, or a code typed while a result
 * or a button had the focus) and hands it over on Enter, so that no swipe goes nowhere. Keys in a field are left alone.
 */
export function useStrayInput(active: boolean, onEntry: (text: string) => void): void {
  const handler = useRef(onEntry);
  useEffect(() => {
    handler.current = onEntry;
  });
  useEffect(() => {
    if (!active) return;
    let text = '';
    let lastAt = 0;
    const onKey = (event: KeyboardEvent): void => {
      if (event.ctrlKey || event.metaKey || event.altKey || takesText(event.target)) return;
      if (event.timeStamp - lastAt > entryGapMs) text = '';
      lastAt = event.timeStamp;
      if (event.key.length === 1) {
        text += event.key;
        event.preventDefault();
      } else if (event.key === 'Enter' && text.trim() !== '') {
        event.preventDefault();
        event.stopPropagation();
        const entry = text;
        text = '';
        handler.current(entry);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [active]);
}
