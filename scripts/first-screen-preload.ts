/**
 * A build step of the web app: index.html asks for the first screen's files together with the first
 * script. Without it a route's page, catalogues and (signed in) frame are asked for only once the
 * first script has downloaded and run, one more round trip on a slow line before anything shows.
 * Which screen comes first is known before any script: a stored session means the signed-in frame
 * (and home at the app's root, or one of the few first routes below), none means the sign-in page.
 * So a small inline script reads the storage and the hash and adds `modulepreload` links for that
 * screen's files; the sign-in page never downloads
 * the frame (the Vite option `modulePreload` only knows the first script's own imports). The server
 * allows the inline script by its hash (src/server/platform/inline-scripts.ts).
 */
import type { Plugin } from 'vite';
import { LOCAL_STORAGE_KEYS } from '../src/common/constants';

interface Chunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** The screens and the modules (or chunk names) whose files each needs beyond the first script. */
const SCREENS = {
  signedOut: [/\/modules\/auth\/pages\/login\.page\.tsx$/, /\/modules\/auth\/auth\.i18n\.ts$/],
  // The frame and the catalogues it reads itself (app/router.tsx, FRAME_NAMESPACES).
  signedIn: ['frame', /\/app\/layout\/root-layout\.tsx$/, /\/modules\/(message|manual)\/\1\.i18n\.ts$/],
  home: [/\/modules\/home\/pages\/home\.page\.tsx$/, /\/modules\/home\/home\.i18n\.ts$/],
} satisfies Record<string, (RegExp | string)[]>;

/**
 * Screens besides home that people open first, from the header, a link or a bookmark (the admin
 * dashboard, the officer list, the inbox, the super admin's office list, an officer's own leave
 * applications, the new officer form), by their route: their
 * page and the catalogues the route reads, asked for signed in with the frame. Another route's
 * files still come after the first script, as before.
 */
const FIRST_ROUTES = {
  dashboard: [/\/modules\/home\/pages\/dashboard\.page\.tsx$/, /\/modules\/home\/home\.i18n\.ts$/],
  officers: [
    /\/modules\/officer\/pages\/officer-list\.page\.tsx$/,
    /\/modules\/(officer|office)\/\1\.i18n\.ts$/,
  ],
  'messages/inbox': [/\/modules\/message\/pages\/messages\.page\.tsx$/],
  'office-setup/office-list': [
    /\/modules\/office\/pages\/office-list\.page\.tsx$/,
    /\/modules\/office\/office\.i18n\.ts$/,
  ],
  leaveapplications: [
    /\/modules\/leave\/pages\/leave-applications\.page\.tsx$/,
    /\/modules\/leave\/leave\.i18n\.ts$/,
  ],
  // An office admin registering officers keeps this form open, and reloads it, all day.
  'new-officer': [
    /\/modules\/officer\/pages\/new-officer\.page\.tsx$/,
    /\/modules\/(officer|office|registration|profile)\/\1\.i18n\.ts$/,
  ],
} satisfies Record<string, RegExp[]>;

/** Every file `chunk` needs before it runs: itself and its static imports, transitively. */
function closure(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

function filesOf(bundle: Bundle, wanted: (RegExp | string)[], loaded: Set<string>): string[] {
  const files = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    const matches = wanted.some((test) =>
      typeof test === 'string' ? chunk.name === test : test.test(chunk.facadeModuleId ?? ''),
    );
    if (matches) closure(bundle, chunk.fileName, files);
  }
  for (const file of [...files]) if (loaded.has(file)) files.delete(file);
  return [...files].sort();
}

/** The inline script; plain ES5, since it runs before anything else and must never throw. */
function preloadScript(
  screens: Record<keyof typeof SCREENS, string[]>,
  routes: Record<string, string[]>,
): string {
  const list = (files: string[]) => JSON.stringify(files.map((file) => `./${file}`));
  const byRoute = `{${Object.entries(routes)
    .map(([route, files]) => `${JSON.stringify(route)}:${list(files)}`)
    .join(',')}}`;
  return [
    '(function(){try{',
    `var s=localStorage.getItem(${JSON.stringify(LOCAL_STORAGE_KEYS.token)})&&localStorage.getItem(${JSON.stringify(LOCAL_STORAGE_KEYS.user)});`,
    'var h=location.hash.replace(/^#\\/?/,"").split(/[?#]/)[0];',
    `var r=${byRoute};`,
    `var f=s?${list(screens.signedIn)}.concat(h===""||h==="login"?${list(screens.home)}:r.hasOwnProperty(h)?r[h]:[]):${list(screens.signedOut)};`,
    'for(var i=0;i<f.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f[i];document.head.appendChild(l);}',
    '}catch(e){}})();',
  ].join('');
}

export function firstScreenPreload(): Plugin {
  return {
    name: 'karjaloy-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle as unknown as Bundle | undefined;
        const entry = Object.values(bundle ?? {}).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
        if (!bundle || entry?.type !== 'chunk') return [];
        const loaded = closure(bundle, entry.fileName);
        const signedIn = filesOf(bundle, SCREENS.signedIn, loaded);
        const screens = {
          signedOut: filesOf(bundle, SCREENS.signedOut, loaded),
          signedIn,
          home: filesOf(bundle, SCREENS.home, new Set([...loaded, ...signedIn])),
        };
        const framed = new Set([...loaded, ...signedIn]);
        const routes = Object.fromEntries(
          Object.entries(FIRST_ROUTES).map(([route, wanted]) => [route, filesOf(bundle, wanted, framed)]),
        );
        for (const [screen, files] of Object.entries({ ...screens, ...routes }))
          if (!files.length) throw new Error(`first-screen preload: no files found for ${screen}`);
        // First in the head: a script after a stylesheet link waits for the stylesheet.
        return [{ tag: 'script', children: preloadScript(screens, routes), injectTo: 'head-prepend' }];
      },
    },
  };
}
