// What the back office's screen tests share: the back office rendered at an address, the
// server's JSON answers, and a clean slate after each test.
import { afterEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
import AdminApp from './AdminApp';

/** After each test: unmount what it rendered, undo its mocks and forget the session. */
export function resetAfterEach() {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });
}

/** The back office at `path` with its toasts, beside a public home page to leave for. */
export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ToastContainer />
      <Routes>
        <Route path="/" element={<p>Public home</p>} />
        <Route path="/oshec/*" element={<AdminApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A JSON answer of the server. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
