/**
 * Dark mode and the side-menu (aside) style, saved in local storage (SPEC.md §2 admin dashboard),
 * and whether the person asked their system for less motion (followed as it changes).
 */
import { create } from 'zustand';

export type AsideStyle = 'light' | 'dark';
const DARK_MODE_KEY = 'darkMode';
const ASIDE_STYLE_KEY = 'asideStyle';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function motionQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
}

interface UiPreferences {
  darkMode: boolean;
  asideStyle: AsideStyle;
  reducedMotion: boolean;
  setDarkMode(on: boolean): void;
  setAsideStyle(style: AsideStyle): void;
}

export const useUiPreferences = create<UiPreferences>()((set) => ({
  darkMode: read(DARK_MODE_KEY) === 'true',
  asideStyle: read(ASIDE_STYLE_KEY) === 'dark' ? 'dark' : 'light',
  reducedMotion: motionQuery()?.matches ?? false,
  setDarkMode: (on) => {
    localStorage.setItem(DARK_MODE_KEY, String(on));
    set({ darkMode: on });
  },
  setAsideStyle: (style) => {
    localStorage.setItem(ASIDE_STYLE_KEY, style);
    set({ asideStyle: style });
  },
}));

motionQuery()?.addEventListener?.('change', (event) =>
  useUiPreferences.setState({ reducedMotion: event.matches }),
);
