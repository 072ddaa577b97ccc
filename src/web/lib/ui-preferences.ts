/** Dark mode and the side-menu (aside) style, saved in local storage (SPEC.md §2 admin dashboard). */
import { create } from 'zustand';

export type AsideStyle = 'light' | 'dark';
const DARK_MODE_KEY = 'darkMode';
const ASIDE_STYLE_KEY = 'asideStyle';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

interface UiPreferences {
  darkMode: boolean;
  asideStyle: AsideStyle;
  setDarkMode(on: boolean): void;
  setAsideStyle(style: AsideStyle): void;
}

export const useUiPreferences = create<UiPreferences>()((set) => ({
  darkMode: read(DARK_MODE_KEY) === 'true',
  asideStyle: read(ASIDE_STYLE_KEY) === 'dark' ? 'dark' : 'light',
  setDarkMode: (on) => {
    localStorage.setItem(DARK_MODE_KEY, String(on));
    set({ darkMode: on });
  },
  setAsideStyle: (style) => {
    localStorage.setItem(ASIDE_STYLE_KEY, style);
    set({ asideStyle: style });
  },
}));
