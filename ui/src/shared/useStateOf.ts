import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * State that starts again from `initial` whenever `key` changes (a menu that closes on a new
 * page). The change is noticed while rendering, as React advises for state drawn from props
 * (https://react.dev/learn/you-might-not-need-an-effect): no effect and no second commit.
 */
export function useStateOf<T>(key: unknown, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState({ key, value: initial });
  const set = useCallback(
    (action: SetStateAction<T>) =>
      setState((s) => ({ key: s.key, value: action instanceof Function ? action(s.value) : action })),
    [],
  );
  if (!Object.is(state.key, key)) {
    setState({ key, value: initial });
    return [initial, set];
  }
  return [state.value, set];
}
