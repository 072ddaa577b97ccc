/**
 * A part of a plain screen that is drawn with the UI kit (a form, a drawer, a dialog): it downloads,
 * with the kit's providers and the modules' server messages, when it is first shown, not with the
 * screen. A list a person opens to read loads no kit; the kit comes with the first form they open.
 * While it downloads the app's spinner shows, so a press on a slow line is answered at once; a part
 * shown with the screen itself (a reply box under a ticket) is `inline` and shows nothing meanwhile,
 * so the screen can be read. Once shown it stays mounted, so a drawer or dialog closes with its own
 * motion.
 */
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { loadServerMessages } from '../i18n';
import { AppSpinner } from './app-spinner';

export function kitPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** Whether the part shows with these props (a drawer's `open`, an opened row's id). */
  shows: (props: Props) => boolean,
  options: { inline?: boolean } = {},
): ComponentType<Props> {
  return partWhenShown(
    () =>
      Promise.all([load(), import('../app/antd-shell'), loadServerMessages()]).then(
        ([Part, shell]) =>
          (props: Props) => (
            <shell.AntdShell>
              <Part {...props} />
            </shell.AntdShell>
          ),
      ),
    shows,
    options,
  );
}

/**
 * A plain part (a form in plain HTML) downloaded in the same way when first shown, with the modules'
 * server messages it may say, but without the kit.
 */
export function plainPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  shows: (props: Props) => boolean,
  options: { inline?: boolean } = {},
): ComponentType<Props> {
  return partWhenShown(
    () => Promise.all([load(), loadServerMessages()]).then(([Part]) => Part),
    shows,
    options,
  );
}

function partWhenShown<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  shows: (props: Props) => boolean,
  { inline = false }: { inline?: boolean },
): ComponentType<Props> {
  const Loaded = lazy(() => load().then((Part) => ({ default: Part })));
  return function PartWhenShown(props: Props) {
    const [shown, setShown] = useState(false);
    if (!shown && shows(props)) setShown(true);
    if (!shown && !shows(props)) return null;
    return (
      <Suspense fallback={inline ? null : <AppSpinner />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
