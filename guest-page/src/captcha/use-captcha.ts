import { useCallback, useEffect, useRef } from 'react';
import { solveCaptcha } from './solve-captcha';

/**
 * Solves the next captcha while the guest types, so sending the code does not wait for the work. `take` hands the
 * answer over (waiting for it if it is not ready) and starts on the one after.
 */
export function useCaptcha(): () => Promise<string> {
  const next = useRef<Promise<string> | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    controller.current = new AbortController();
    const solving = solveCaptcha(controller.current.signal);
    solving.catch(() => undefined);
    next.current = solving;
  }, []);

  useEffect(() => {
    start();
    return () => controller.current?.abort();
  }, [start]);

  return useCallback(() => {
    const answer = next.current ?? solveCaptcha();
    start();
    return answer;
  }, [start]);
}
