import type { ToastOptions } from 'react-toastify';

/** Redirect after sign-in and sign-out (docs/decisions.md §8). */
export const REDIRECT_DELAY_MS = 1000;

/**
 * Errors stay 3 s (docs/decisions.md §8 "some 3000 ms"): a person must be able to read what went wrong.
 * Successes and notices keep the container's 1 s.
 */
export const ERROR_TOAST: ToastOptions = { autoClose: 3000 };
