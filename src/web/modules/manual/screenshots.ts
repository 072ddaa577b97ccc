/**
 * The screenshots scripts/manual-screenshots.ts took of the demo app, one per section that names a
 * persona, as `<chapter>-<section>.webp`. Only their addresses are bundled; the pictures load lazily.
 */
const files = import.meta.glob<string>('./screenshots/*.webp', {
  eager: true,
  query: '?url',
  import: 'default',
});

const byName = new Map(
  Object.entries(files).map(([file, url]) => [file.replace('./screenshots/', '').replace('.webp', ''), url]),
);

export const screenshotName = (chapterId: string, sectionKey: string) => `${chapterId}-${sectionKey}`;

export function screenshotUrl(chapterId: string, sectionKey: string): string | undefined {
  return byName.get(screenshotName(chapterId, sectionKey));
}
