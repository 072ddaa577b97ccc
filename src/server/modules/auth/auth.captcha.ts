/** Login captcha: an SVG picture and a one-time answer kept hashed in the database (stateless servers). */
import { createHash, randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { CaptchaResponse } from '../../../common/contracts/auth.contract';
import type { Db } from '../../db/client';
import { distortCaptcha } from './auth.captcha-picture';
import { captchas } from './auth.table';

const CAPTCHA_TTL_MS = 5 * 60_000;

export const hashCaptchaAnswer = (answer: string) =>
  createHash('sha256').update(answer.trim().toLowerCase()).digest('hex');

export async function issueCaptcha(db: Db): Promise<CaptchaResponse> {
  // Characters that look alike in a noisy picture are left out.
  const picture = svgCaptcha.create({
    size: 5,
    noise: 3,
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f4f7f5',
  });
  const captchaId = randomUUID();
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db.insert(captchas).values({
    id: captchaId,
    answerHash: hashCaptchaAnswer(picture.text),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  });
  return { captchaId, svg: distortCaptcha(picture.data), enabled: true };
}

/** Checks an answer once: the captcha is used up whether the answer was right or not. */
export async function consumeCaptcha(
  db: Db,
  captchaId: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!captchaId || !answer) return false;
  const [row] = await db.delete(captchas).where(eq(captchas.id, captchaId)).returning();
  return Boolean(row && row.expiresAt > new Date() && row.answerHash === hashCaptchaAnswer(answer));
}
