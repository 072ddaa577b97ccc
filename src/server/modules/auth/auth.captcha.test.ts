/**
 * The captcha against a program: a solver built from svg-captcha itself learns each letter's outline
 * pattern from pictures whose answers it knows, then reads new ones. It reads plain svg-captcha
 * pictures; it must not read Karjaloy's.
 */
import svgCaptcha from 'svg-captcha';
import { describe, expect, it } from 'vitest';
import { distortCaptcha } from './auth.captcha-picture';

const OPTIONS = { size: 5, noise: 3, ignoreChars: '0oO1iIlL', color: true, background: '#f4f7f5' };

/** Each letter of a picture as the solver sees it: where it starts and its outline's command pattern. */
function letters(svg: string): { x: number; pattern: string }[] {
  return [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"\/>/g)]
    .map(([, d]) => ({ x: Number(/^M\s*([\d.]+)/.exec(d)?.[1] ?? 0), pattern: d.replace(/[^A-Z]/gi, '') }))
    .sort((a, b) => a.x - b.x);
}

function trainSolver(pictures: number) {
  const known = new Map<string, string>();
  for (let n = 0; n < pictures; n++) {
    const { text, data } = svgCaptcha.create(OPTIONS);
    for (const [i, letter] of letters(data).entries()) known.set(letter.pattern, text[i]);
  }
  return (svg: string) =>
    letters(svg)
      .map((letter) => known.get(letter.pattern) ?? '?')
      .join('');
}

const readRate = (solve: (svg: string) => string, picture: (data: string) => string) => {
  let read = 0;
  for (let n = 0; n < 100; n++) {
    const { text, data } = svgCaptcha.create(OPTIONS);
    if (solve(picture(data)).toLowerCase() === text.toLowerCase()) read++;
  }
  return read / 100;
};

describe('the login captcha against a program', () => {
  const solve = trainSolver(300);

  it('the solver reads plain svg-captcha pictures', () => {
    expect(readRate(solve, (data) => data)).toBeGreaterThanOrEqual(0.9);
  });

  it('the solver reads none of the redrawn pictures, which keep five letters for people', () => {
    expect(readRate(solve, distortCaptcha)).toBe(0);
    const { data } = svgCaptcha.create(OPTIONS);
    expect(letters(distortCaptcha(data))).toHaveLength(5);
  });
});
