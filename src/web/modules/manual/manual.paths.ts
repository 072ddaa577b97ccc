/**
 * Where each module's manual lives. Small on purpose: the shell's side menu imports it, while the
 * manual's text stays in the lazy pages' chunks.
 */
import { ReadOutlined } from '@ant-design/icons';
import { canReadUserManual } from '../../../common/permissions';
import type { MenuItem } from '../../app/module-types';

export const MANUAL_NAMESPACE = 'manual';
export const MANUAL_BASE = '/user-manual';

/** Modules that share another's chapter: the same screens, or the steps before signing in. */
const CHAPTER_OF: Record<string, string> = {
  'training-internal': 'training',
  registration: 'auth',
};

/** The chapter that describes a module's screens (the manual's own module has none: its index). */
export function chapterIdFor(moduleId: string | undefined): string | undefined {
  if (!moduleId || moduleId === MANUAL_NAMESPACE) return undefined;
  return CHAPTER_OF[moduleId] ?? moduleId;
}

export function manualPathFor(moduleId: string | undefined): string {
  const chapter = chapterIdFor(moduleId);
  return chapter ? `${MANUAL_BASE}/${chapter}` : MANUAL_BASE;
}

/** The entry the shell adds at the end of every side menu: the manual of the module on screen. */
export function manualMenuItem(moduleId: string | undefined): MenuItem {
  return {
    key: 'user-manual',
    labelKey: `${MANUAL_NAMESPACE}:menuEntry`,
    path: manualPathFor(moduleId),
    icon: ReadOutlined,
    visible: canReadUserManual,
  };
}
