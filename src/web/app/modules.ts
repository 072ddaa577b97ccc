/** Every web module's manifest, one line each; the router, titles and menus are built from these. */
import { authModule } from '../modules/auth/auth.module';
import { homeModule } from '../modules/home/home.module';
import type { ModuleManifest } from './module-types';

export const webModules: ModuleManifest[] = [authModule, homeModule];
