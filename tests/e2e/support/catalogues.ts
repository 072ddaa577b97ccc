/** The Bangla catalogue of every web module, by namespace, as the app loads them with their routes. */
import { webModules } from '../../../src/web/app/modules';

export async function banglaCatalogues(): Promise<Map<string, Record<string, string>>> {
  const loaded = await Promise.all(
    webModules.map(
      async (module) => [module.id, module.translations ? (await module.translations()).bn : {}] as const,
    ),
  );
  return new Map(loaded);
}
