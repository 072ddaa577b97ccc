/**
 * The theme's colours against WCAG 2.1 AA, computed with the WCAG formula on the tokens antd
 * derives from our theme (light and dark): text 4.5:1, input borders, focus rings and chart marks
 * 3:1. A later change of a colour that breaks a pair fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { blend, contrastRatio } from './contrast';
import { CHART_PALETTES, FOCUS_RING, themeConfig } from './theme';

const TEXT = 4.5;
const GRAPHIC = 3;

type Tokens = Record<string, string>;
const tokensOf = (dark: boolean) =>
  theme.getDesignToken(themeConfig({ dark, reducedMotion: false })) as unknown as Tokens;

/** An opaque background: a translucent token laid over the container colour. */
const opaque = (tokens: Tokens, color: string) => {
  const { r, g, b } = blend(color, tokens.colorBgContainer);
  return `rgb(${r}, ${g}, ${b})`;
};

function failing(tokens: Tokens, pairs: [string, string][], minimum: number): string[] {
  return pairs.flatMap(([foreground, background]) => {
    const ratio = contrastRatio(
      tokens[foreground] ?? foreground,
      opaque(tokens, tokens[background] ?? background),
    );
    return ratio >= minimum ? [] : [`${foreground} on ${background}: ${ratio.toFixed(2)}:1`];
  });
}

const SURFACES = ['colorBgContainer', 'colorBgLayout', 'colorBgElevated'];
const TEXT_TOKENS = [
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextLabel',
  'colorTextPlaceholder',
  'colorTextDisabled',
  'colorLink',
  'colorLinkHover',
  'colorLinkActive',
  'colorPrimary',
  'colorPrimaryText',
  'colorPrimaryHover',
  'colorError',
  'colorErrorText',
  'colorSuccessText',
  'colorWarningText',
  'colorInfoText',
];
const TAG_COLOURS = ['orange', 'green', 'blue', 'red', 'gold'];

describe.each([
  ['light', false],
  ['dark', true],
])('the %s theme', (_name, dark) => {
  const tokens = tokensOf(dark);

  it('writes every kind of text at 4.5:1 or more on every surface', () => {
    const pairs = TEXT_TOKENS.flatMap((text) =>
      SURFACES.map((surface) => [text, surface] as [string, string]),
    );
    expect(failing(tokens, pairs, TEXT)).toEqual([]);
  });

  it('keeps placeholders and disabled text readable in disabled fields', () => {
    expect(
      failing(
        tokens,
        [
          ['colorTextPlaceholder', 'colorBgContainerDisabled'],
          ['colorTextDisabled', 'colorBgContainerDisabled'],
        ],
        TEXT,
      ),
    ).toEqual([]);
  });

  it('writes on coloured fills at 4.5:1: buttons, selected items, tags, alerts', () => {
    const pairs: [string, string][] = [
      ['colorTextLightSolid', 'colorPrimary'],
      ['colorTextLightSolid', 'colorPrimaryHover'],
      ['colorTextLightSolid', 'colorPrimaryActive'],
      ['colorTextLightSolid', 'colorError'],
      ['colorPrimary', 'colorPrimaryBg'],
      ['colorText', 'controlItemBgActive'],
      ['colorText', 'colorErrorBg'],
      ['colorText', 'colorWarningBg'],
      ['colorText', 'colorInfoBg'],
      ['colorText', 'colorSuccessBg'],
      ['colorSuccess', 'colorSuccessBg'],
      ['colorError', 'colorErrorBg'],
      ['colorWarning', 'colorWarningBg'],
      ['colorInfo', 'colorInfoBg'],
      ...TAG_COLOURS.map((colour) => [`${colour}7`, `${colour}1`] as [string, string]),
      // antd's CSS variables follow the dashed names.
      ...TAG_COLOURS.map((colour) => [`${colour}-7`, `${colour}-1`] as [string, string]),
    ];
    expect(failing(tokens, pairs, TEXT)).toEqual([]);
  });

  it('draws input borders and focus outlines at 3:1 or more', () => {
    const pairs = ['colorBorder', 'colorPrimaryBorder', 'colorPrimary'].flatMap((line) =>
      ['colorBgContainer', 'colorBgLayout'].map((surface) => [line, surface] as [string, string]),
    );
    expect(failing(tokens, pairs, GRAPHIC)).toEqual([]);
  });

  it('uses a base size and line height that give Bangla vowel signs and conjuncts room', () => {
    expect(Number(tokens.fontSize)).toBeGreaterThanOrEqual(15);
    expect(Number(tokens.lineHeight)).toBeGreaterThanOrEqual(1.6);
  });
});

describe('the focus ring', () => {
  const css = readFileSync(path.join(__dirname, '../styles.css'), 'utf8');
  const variable = (scope: string, name: string) =>
    new RegExp(`${scope.replace('.', '\\.')}\\s*\\{[^}]*--focus-ring-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(
      css,
    )?.[1];

  it('is the one styles.css draws', () => {
    expect(variable(':root', 'inner')).toBe(FOCUS_RING.inner);
    expect(variable(':root', 'outer')).toBe(FOCUS_RING.outer.light);
    expect(variable('.app-dark', 'outer')).toBe(FOCUS_RING.outer.dark);
  });

  it('reads at 3:1 or more on every background it meets, by one of its two lines', () => {
    const backgrounds = {
      light: ['#ffffff', '#f5f5f5', '#006a4e', '#001529'],
      dark: ['#141414', '#000000', '#1f1f1f', '#006a4e'],
    };
    for (const mode of ['light', 'dark'] as const) {
      for (const background of backgrounds[mode]) {
        const best = Math.max(
          contrastRatio(FOCUS_RING.inner, background),
          contrastRatio(FOCUS_RING.outer[mode], background),
        );
        expect(best, `${mode} focus ring on ${background}`).toBeGreaterThanOrEqual(GRAPHIC);
      }
    }
  });
});

describe.each(Object.entries(CHART_PALETTES))('the %s chart palette', (_name, palette) => {
  it('draws marks at 3:1 on the card, text on them at 4.5:1, and labels at 4.5:1', () => {
    for (const series of palette.series) {
      expect(contrastRatio(series, palette.background), series).toBeGreaterThanOrEqual(GRAPHIC);
      expect(contrastRatio(palette.onSeries, series), `text on ${series}`).toBeGreaterThanOrEqual(TEXT);
    }
    expect(contrastRatio(palette.text, palette.background)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(palette.axisLine, palette.background)).toBeGreaterThanOrEqual(GRAPHIC);
  });
});

describe('the WCAG formula', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // antd's defaults that failed: links, secondary text, placeholders.
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('rgba(0, 0, 0, 0.45)', '#ffffff')).toBeCloseTo(3.36, 1);
    expect(contrastRatio('rgba(0,0,0,0.25)', '#ffffff')).toBeCloseTo(1.83, 1);
  });
});
