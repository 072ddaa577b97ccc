/** Every chapter, in the order the home page shows its modules. Imported only by the lazy pages. */
import { officeChapters } from './chapters-office';
import { programmeChapters } from './chapters-programmes';
import { workChapters } from './chapters-work';
import type { ManualChapter } from './manual-types';

export const manualChapters: ManualChapter[] = [...officeChapters, ...workChapters, ...programmeChapters];

export const chapterById = (id: string | undefined) => manualChapters.find((chapter) => chapter.id === id);
