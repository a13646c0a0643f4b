// Asks before unsaved work is left behind (docs/editor.md, "Forms that keep work"): closing or
// reloading the tab (the browser's own question, `beforeunload`), and going to another page of
// the app, the menu included (our dialog).
//
// react-router's `useBlocker` needs a data router. The app is rendered by a <BrowserRouter>
// (app/App.tsx): a data router costs the public pages about 16 KB of gzip for this one back
// office feature (measured, docs/editor.md). So under a data router the blocker is used; under
// the <BrowserRouter> the router's navigator is asked instead, which every <Link>, <NavLink> and
// navigate() goes through. The browser's Back button goes around both and is not asked about.
import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useBlocker, useLocation } from 'react-router';
import { tokenStore } from '../api/client';
import { leavesPage, type Target } from './unsaved';

/** A navigation waiting for an answer. */
export interface LeaveQuestion {
  leave: () => void;
  stay: () => void;
}

type Ask = (leave: () => void, stay?: () => void) => void;

/** A signed-out tab (session ended, or "Logout") goes to the sign-in without asking: the draft is kept for it. */
const signedIn = () => tokenStore.get() !== null;

function BlockerGuard({ dirty, ask }: { dirty: boolean; ask: Ask }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && signedIn() && leavesPage(currentLocation.pathname, nextLocation));
  useEffect(() => {
    if (blocker.state === 'blocked') ask(() => blocker.proceed(), () => blocker.reset());
  }, [blocker, ask]);
  return null;
}

interface Navigator {
  push(to: Target, state?: unknown, opts?: unknown): void;
  replace(to: Target, state?: unknown, opts?: unknown): void;
}

/**
 * Makes the router's `push` and `replace` ask first while `mustAsk(to)` holds; returns what
 * puts them back. The router gives no other hook for this outside a data router.
 */
function guardNavigator(navigator: Navigator, mustAsk: (to: Target) => boolean, ask: Ask): () => void {
  const { push, replace } = navigator;
  const guarded =
    (go: Navigator['push']) =>
    (to: Target, state?: unknown, opts?: unknown): void => {
      const run = () => go.call(navigator, to, state, opts);
      if (mustAsk(to)) ask(run);
      else run();
    };
  navigator.push = guarded(push);
  navigator.replace = guarded(replace);
  return () => {
    navigator.push = push;
    navigator.replace = replace;
  };
}

function NavigatorGuard({ dirty, ask }: { dirty: boolean; ask: Ask }) {
  const { navigator } = useContext(UNSAFE_NavigationContext) as unknown as { navigator: Navigator };
  const { pathname } = useLocation();
  // What the guard reads when a link is followed: this render's, written once it is committed.
  const now = useRef({ dirty, pathname });
  useLayoutEffect(() => {
    now.current = { dirty, pathname };
  });
  useEffect(
    () => guardNavigator(navigator, (to) => now.current.dirty && signedIn() && leavesPage(now.current.pathname, to), ask),
    [navigator, ask],
  );
  return null;
}

/**
 * While `dirty`, leaving the page asks first. Render `guard`; when `question` is set, show a
 * dialog whose answers call `question.leave()` or `question.stay()`.
 */
export function useLeaveGuard(dirty: boolean): { guard: ReactNode; question: LeaveQuestion | null } {
  const [question, setQuestion] = useState<LeaveQuestion | null>(null);
  const ask = useCallback<Ask>((leave, stay) => {
    setQuestion({
      leave: () => {
        setQuestion(null);
        leave();
      },
      stay: () => {
        setQuestion(null);
        stay?.();
      },
    });
  }, []);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!signedIn()) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const guard = dataRouter ? <BlockerGuard dirty={dirty} ask={ask} /> : <NavigatorGuard dirty={dirty} ask={ask} />;
  return { guard, question };
}
