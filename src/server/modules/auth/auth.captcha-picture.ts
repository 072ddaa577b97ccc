/**
 * Redraws svg-captcha's letters so a program cannot read them back from the SVG's own data. A plain
 * svg-captcha letter keeps the command pattern of its font outline, which names the letter to a
 * program that has seen a few hundred pictures; here every curve becomes a random number of
 * straight pieces, each letter is turned by a random angle and its points shaken, and the letters
 * are drawn in a random order. People read it as before; a program must now see the picture.
 */
import { randomInt } from 'node:crypto';

type Point = [number, number];

const random = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

/** The outlines of one `d` attribute: each a list of points, curves flattened at random density. */
function outlines(d: string): Point[][] {
  const result: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  for (const [, command, args] of d.matchAll(/([MLQZ])([^MLQZ]*)/gi)) {
    const n = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === 'M') {
      if (current.length) result.push(current);
      at = [n[0], n[1]];
      current = [at];
    } else if (command === 'L') {
      at = [n[0], n[1]];
      current.push(at);
    } else if (command === 'Q') {
      const [cx, cy, x, y] = n;
      const pieces = randomInt(2, 6);
      for (let step = 1; step <= pieces; step++) {
        const t = step / pieces;
        const u = 1 - t;
        current.push([
          u * u * at[0] + 2 * u * t * cx + t * t * x,
          u * u * at[1] + 2 * u * t * cy + t * t * y,
        ]);
      }
      at = [x, y];
    } else if (current.length) {
      result.push(current);
      current = [];
    }
  }
  if (current.length) result.push(current);
  return result;
}

/** One letter turned around its centre by up to ±14° and its points shaken by up to 0.6 px. */
function redraw(d: string): string {
  const shapes = outlines(d);
  const points = shapes.flat();
  if (points.length === 0) return d;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const angle = (random(-14, 14) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const move = ([x, y]: Point) => {
    const [dx, dy] = [x - cx, y - cy];
    return `${(cx + dx * cos - dy * sin + random(-0.6, 0.6)).toFixed(1)} ${(cy + dx * sin + dy * cos + random(-0.6, 0.6)).toFixed(1)}`;
  };
  return shapes.map((shape) => `M${shape.map(move).join('L')}Z`).join('');
}

/** The picture with every letter redrawn and the letters in a random order. */
export function distortCaptcha(svg: string): string {
  const letters: string[] = [];
  const rest = svg.replace(/<path fill="([^"]+)" d="([^"]+)"\/>/g, (_all, fill: string, d: string) => {
    letters.push(`<path fill="${fill}" d="${redraw(d)}"/>`);
    return '';
  });
  for (let i = letters.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [letters[i], letters[j]] = [letters[j], letters[i]];
  }
  return rest.replace('</svg>', `${letters.join('')}</svg>`);
}
