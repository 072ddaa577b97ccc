/** The manual covers the app as it is: a chapter for every module, sections on real screens, both languages. */
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { webModules } from '../../app/modules';
import { toRouterPath } from '../../app/route-paths';
import { chapterById, manualChapters } from './content/chapters';
import { chapterIdFor, manualPathFor } from './manual.paths';
import { screenshotUrl } from './screenshots';

const routePaths = webModules.flatMap((module) =>
  module.routes.map((route) => `/${toRouterPath(route.path)}`),
);

describe('the manual’s chapters', () => {
  it('every module of the app has a chapter, and every chapter is a module', () => {
    const modules = webModules.map((module) => module.id).filter((id) => id !== 'manual');
    const missing = modules.filter((id) => !chapterById(chapterIdFor(id)));
    expect(missing).toEqual([]);
    for (const chapter of manualChapters) expect(modules).toContain(chapter.id);
  });

  it('each section describes a screen the app has, in Bangla and in English alike', () => {
    for (const chapter of manualChapters) {
      const keys = chapter.sections.map((section) => section.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const section of chapter.sections) {
        const where = `${chapter.id}/${section.key}`;
        if (section.path) {
          expect(
            routePaths.some((path) => matchPath(path, section.path ?? '')),
            where,
          ).toBe(true);
        }
        expect(section.body.bn.length, where).toBe(section.body.en.length);
        expect(section.body.bn.join(''), where).toMatch(/[\u0980-\u09FF]/);
        expect(section.body.en.join(''), where).not.toMatch(/[\u0980-\u09FF]/);
      }
    }
  });

  it('each section that names a persona has its screenshot', () => {
    const missing = manualChapters.flatMap((chapter) =>
      chapter.sections
        .filter((section) => section.shot && !screenshotUrl(chapter.id, section.key))
        .map((section) => `${chapter.id}-${section.key}`),
    );
    expect(missing).toEqual([]);
  });

  it('a module’s side-menu link opens its chapter; the manual itself opens the index', () => {
    expect(manualPathFor('leave')).toBe('/user-manual/leave');
    expect(manualPathFor('training-internal')).toBe('/user-manual/training');
    expect(manualPathFor('registration')).toBe('/user-manual/auth');
    expect(manualPathFor('manual')).toBe('/user-manual');
    expect(manualPathFor(undefined)).toBe('/user-manual');
  });
});
