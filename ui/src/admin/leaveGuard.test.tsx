// Leaving a page with unsaved work asks first (docs/editor.md): under the app's <BrowserRouter>
// (here a MemoryRouter, the same kind) and under a data router, where useBlocker answers.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, MemoryRouter, Route, RouterProvider, Routes, useSearchParams } from 'react-router';
import { useLeaveGuard } from './useLeaveGuard';
import { tokenStore } from '../api/client';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function Form() {
  const { guard, question } = useLeaveGuard(true);
  const [, setParams] = useSearchParams();
  return (
    <>
      {guard}
      <h1>Form</h1>
      <Link to="/other">Menu link</Link>
      <button type="button" onClick={() => setParams({ page: '2' })}>
        Next page of the table
      </button>
      {question && (
        <div role="alertdialog" aria-label="Leave this page?">
          <button type="button" onClick={question.leave}>Leave</button>
          <button type="button" onClick={question.stay}>Stay</button>
        </div>
      )}
    </>
  );
}
const Other = () => <h1>Other</h1>;

const cases = [
  {
    router: 'a BrowserRouter-like router (the navigator is asked)',
    mount: () =>
      render(
        <MemoryRouter initialEntries={['/form']}>
          <Routes>
            <Route path="/form" element={<Form />} />
            <Route path="/other" element={<Other />} />
          </Routes>
        </MemoryRouter>,
      ),
  },
  {
    router: 'a data router (useBlocker)',
    mount: () =>
      render(
        <RouterProvider
          router={createMemoryRouter(
            [
              { path: '/form', element: <Form /> },
              { path: '/other', element: <Other /> },
            ],
            { initialEntries: ['/form'] },
          )}
        />,
      ),
  },
];

for (const { router, mount } of cases) {
  describe(`under ${router}`, () => {
    it('asks before a link leaves, stays when told to, leaves when told to', async () => {
      tokenStore.set('tok');
      mount();
      await userEvent.click(screen.getByRole('link', { name: 'Menu link' }));
      expect(screen.getByRole('alertdialog', { name: 'Leave this page?' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
      expect(screen.getByRole('heading', { name: 'Form' })).toBeTruthy();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      await userEvent.click(screen.getByRole('link', { name: 'Menu link' }));
      await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
      expect(await screen.findByRole('heading', { name: 'Other' })).toBeTruthy();
    });

    it('does not ask when only the query changes (the table pages)', async () => {
      tokenStore.set('tok');
      mount();
      await userEvent.click(screen.getByRole('button', { name: 'Next page of the table' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Form' })).toBeTruthy();
    });

    it('does not ask once the session has ended: the draft is kept for the sign-in', async () => {
      mount();
      await userEvent.click(screen.getByRole('link', { name: 'Menu link' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(await screen.findByRole('heading', { name: 'Other' })).toBeTruthy();
    });
  });
}

describe('closing the tab', () => {
  it('asks through the browser while work is unsaved and signed in', () => {
    tokenStore.set('tok');
    cases[0].mount();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
