// The inner pages' chunk, loaded once and then drawn without waiting. `React.lazy` suspends on
// the first render of each page even when the chunk is already in, which would replace a
// pre-rendered copy of the page (src/shell/) with the loading line for a moment; a page made by
// `pageOf` renders at once when the chunk has been loaded (`loadPages`, which the first render
// waits for when the server sent a copy: ./firstRender.ts), and suspends only when it has not.
import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

type Pages = typeof import('../public/pages');

let loaded: Pages | undefined;
let loading: Promise<Pages> | undefined;

/** Loads the pages' chunk (once). */
export function loadPages(): Promise<Pages> {
  loading ??= import('../public/pages').then((module) => (loaded = module));
  return loading;
}

type PageName = { [K in keyof Pages]: Pages[K] extends ComponentType<never> ? K : never }[keyof Pages];

/** The page `name` of the chunk, as a component that suspends only until the chunk is in. */
export function pageOf<K extends PageName>(name: K) {
  type Props = ComponentProps<Pages[K]> & object;
  const Lazy = lazy(() => loadPages().then((module) => ({ default: module[name] as unknown as ComponentType<Props> })));
  function Page(props: Props) {
    // Decided once per page shown, so the page is never drawn anew (losing what was typed in it)
    // because the chunk arrived while it was shown.
    const [direct] = useState(() => loaded !== undefined);
    if (direct && loaded) {
      const Component = loaded[name] as unknown as ComponentType<Props>;
      return <Component {...props} />;
    }
    return <Lazy {...props} />;
  }
  return Page;
}
