/**
 * WCAG 2.1 contrast: relative luminance and the contrast ratio of two colours, a colour with
 * transparency first laid over its background (as antd's rgba text colours are).
 */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Reads #rgb, #rrggbb, #rrggbbaa and rgb()/rgba() colours. */
export function parseColor(color: string): Rgba {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
  }
  const functional = /^rgba?\(([^)]+)\)$/.exec(value)?.[1];
  if (functional) {
    const [r, g, b, a = '1'] = functional.split(/[\s,/]+/).filter(Boolean);
    return { r: Number(r), g: Number(g), b: Number(b), a: Number(a) };
  }
  throw new Error(`not a colour: ${color}`);
}

/** `color` laid over the opaque `background`. */
export function blend(color: string, background: string): Rgba {
  const top = parseColor(color);
  const bottom = parseColor(background);
  const mix = (upper: number, lower: number) => Math.round(upper * top.a + lower * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG relative luminance of an opaque colour. */
export function luminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio (1 to 21) of `foreground` on `background`; a transparent foreground is blended first. */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColor(background);
  if (back.a < 1) throw new Error(`the background must be opaque: ${background}`);
  const [lighter, darker] = [luminance(blend(foreground, background)), luminance(back)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}
