import { useCallback, useEffect, useState } from 'react';

export const screens = ['home', 'pay', 'history', 'cards', 'offers'] as const;
export type Screen = (typeof screens)[number];

const screenOf = (hash: string): Screen => {
  const name = hash.replace(/^#\/?/, '');
  return (screens as readonly string[]).includes(name) ? (name as Screen) : 'home';
};

/** The wallet's screen lives in the address's fragment (`#/pay`), so the phone's back button and links work. */
export function useScreen(): [Screen, (screen: Screen) => void] {
  const [screen, setScreen] = useState(() => screenOf(location.hash));
  useEffect(() => {
    const onChange = () => {
      setScreen(screenOf(location.hash));
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  const go = useCallback((next: Screen) => {
    location.hash = next === 'home' ? '' : `/${next}`;
  }, []);
  return [screen, go];
}
