/**
 * The antd theme, light and dark, chosen for WCAG 2.1 AA: every text colour reads at 4.5:1 or more
 * on the backgrounds it is drawn on, and input borders, focus rings and chart marks at 3:1 or more
 * (theme.test.ts checks each pair with the WCAG formula; docs/decisions.md lists the ratios).
 * Bangla needs room for conjuncts and for vowel signs above and below the line, so the base size
 * is 15 px with a line height of 1.65. With less motion asked for, antd's animations are off.
 */
import { type ThemeConfig, theme } from 'antd';
import { BANGLADESH_GREEN, FONT_FAMILY } from './palette';

// Where they were first defined; a chart takes them from ./palette, which carries no UI kit.
export { BANGLADESH_GREEN, CHART_PALETTES, FONT_FAMILY } from './palette';

/**
 * The focus ring (styles.css): a white inner line and a green outer one. Whatever lies behind, one
 * of the two reads at 3:1 or more: the green on white and light grey, the white on the green header,
 * the dark side menu and dark mode.
 */
export const FOCUS_RING = { inner: '#ffffff', outer: { light: BANGLADESH_GREEN, dark: '#3fb984' } } as const;

export const FONT_SIZE = 15;
export const LINE_HEIGHT = 1.65;

/** Seed and alias tokens of light mode. */
export const LIGHT_TOKENS = {
  colorPrimary: BANGLADESH_GREEN,
  // Hover and pressed are darker, so white text on a primary button stays readable.
  colorPrimaryHover: '#00573f',
  colorPrimaryActive: '#004d38',
  colorPrimaryBg: '#e3f1eb',
  colorPrimaryBgHover: '#cfe6db',
  // antd draws its own focus outlines (check boxes, tree, segmented) in this colour: 3:1 or more.
  colorPrimaryBorder: BANGLADESH_GREEN,
  colorPrimaryText: BANGLADESH_GREEN,
  colorPrimaryTextHover: '#00573f',
  colorPrimaryTextActive: '#004d38',
  colorLink: BANGLADESH_GREEN,
  colorLinkHover: '#00573f',
  colorLinkActive: '#004d38',
  colorInfo: '#0958d9',
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorWarning: '#945a00',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorError: '#c4161c',
  colorTextLightSolid: '#ffffff',
  colorText: 'rgba(0, 0, 0, 0.88)',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextQuaternary: 'rgba(0, 0, 0, 0.58)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
  colorTextDisabled: 'rgba(0, 0, 0, 0.58)',
  colorTextHeading: 'rgba(0, 0, 0, 0.88)',
  colorTextLabel: 'rgba(0, 0, 0, 0.65)',
  colorBorder: '#858585',
  colorBgContainer: '#ffffff',
  colorBgLayout: '#f5f5f5',
  colorBgElevated: '#ffffff',
  // Tag text on its tint: one step darker than antd's own (antd reads the dashed name for its CSS).
  orange7: '#ad4e00',
  'orange-7': '#ad4e00',
  green7: '#237804',
  'green-7': '#237804',
  blue7: '#0958d9',
  'blue-7': '#0958d9',
  red7: '#a8071a',
  'red-7': '#a8071a',
  gold7: '#945a00',
  'gold-7': '#945a00',
} as const;

/**
 * Dark mode: a brighter green on dark backgrounds, with dark text on green fills (primary buttons,
 * chosen dates, step numbers), as white on a green bright enough to read on black cannot reach 4.5:1.
 */
export const DARK_TOKENS = {
  colorPrimary: '#3fb984',
  colorPrimaryHover: '#5fc99a',
  colorPrimaryActive: '#2f9e6f',
  colorPrimaryBg: '#10291f',
  colorPrimaryBgHover: '#163a2c',
  colorPrimaryBorder: '#3fb984',
  colorPrimaryText: '#3fb984',
  colorPrimaryTextHover: '#5fc99a',
  colorPrimaryTextActive: '#2f9e6f',
  colorLink: '#4cc38a',
  colorLinkHover: '#6fd3a4',
  colorLinkActive: '#3fb984',
  colorInfo: '#65a9f3',
  colorSuccess: '#6abe39',
  colorWarning: '#e8b339',
  colorError: '#ff7875',
  colorTextLightSolid: '#0a0a0a',
  colorText: 'rgba(255, 255, 255, 0.87)',
  colorTextSecondary: 'rgba(255, 255, 255, 0.7)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
  colorTextQuaternary: 'rgba(255, 255, 255, 0.58)',
  colorTextDescription: 'rgba(255, 255, 255, 0.62)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.58)',
  colorTextDisabled: 'rgba(255, 255, 255, 0.58)',
  colorTextHeading: 'rgba(255, 255, 255, 0.87)',
  colorTextLabel: 'rgba(255, 255, 255, 0.7)',
  colorBorder: '#7c7c7c',
  colorBgContainer: '#141414',
  colorBgLayout: '#000000',
  colorBgElevated: '#1f1f1f',
  orange7: '#e89a3c',
  'orange-7': '#e89a3c',
  green7: '#6abe39',
  'green-7': '#6abe39',
  blue7: '#65a9f3',
  'blue-7': '#65a9f3',
  red7: '#ff7875',
  'red-7': '#ff7875',
  gold7: '#e8b339',
  'gold-7': '#e8b339',
} as const;

/** Components whose text sits on a dark fill in dark mode keep white text there. */
const DARK_COMPONENTS: ThemeConfig['components'] = {
  Button: { opacityLoading: 1 },
  Tooltip: { colorTextLightSolid: '#ffffff' },
  Menu: { colorTextLightSolid: '#ffffff', darkItemSelectedBg: '#00664b', darkItemSelectedColor: '#ffffff' },
};

/** The side menu's dark style in light mode: white on the flag green when selected. Loading buttons. */
const LIGHT_COMPONENTS: ThemeConfig['components'] = {
  // A button at work keeps its full colours (antd fades it to 65%, below 4.5:1); its spinner says it.
  Button: { opacityLoading: 1 },
  Menu: { darkItemSelectedBg: BANGLADESH_GREEN, darkItemSelectedColor: '#ffffff' },
};

export function themeConfig({ dark, reducedMotion }: { dark: boolean; reducedMotion: boolean }): ThemeConfig {
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      ...(dark ? DARK_TOKENS : LIGHT_TOKENS),
      fontFamily: FONT_FAMILY,
      fontSize: FONT_SIZE,
      lineHeight: LINE_HEIGHT,
      controlHeight: 36,
      borderRadius: 6,
      motion: !reducedMotion,
    },
    components: dark ? DARK_COMPONENTS : LIGHT_COMPONENTS,
  };
}
