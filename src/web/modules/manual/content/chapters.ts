/** Every chapter, in the order the home page shows its modules. Imported only by the lazy pages. */
import { officeChapters } from './chapters-office';
import { programmeChapters } from './chapters-programmes';
import { chargeChapter, recordChapters } from './chapters-records';
import { storeChapters } from './chapters-store';
import { workChapters } from './chapters-work';
import type { ManualChapter } from './manual-types';

export const manualChapters: ManualChapter[] = [
  ...officeChapters,
  chargeChapter,
  ...workChapters,
  ...programmeChapters,
  ...recordChapters,
  ...storeChapters,
];

export const chapterById = (id: string | undefined) => manualChapters.find((chapter) => chapter.id === id);
