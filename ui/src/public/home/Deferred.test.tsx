import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Deferred } from './Deferred';

afterEach(cleanup);

describe('Deferred', () => {
  it('builds every waiting section on the first Tab, wherever they are on the page', () => {
    // jsdom lays nothing out: every placeholder is "near" by its rectangle, so push them far down.
    const far = { top: 10_000, bottom: 10_100, left: 0, right: 0, width: 0, height: 100, x: 0, y: 10_000, toJSON: () => ({}) };
    const original = HTMLElement.prototype.getBoundingClientRect;
    HTMLElement.prototype.getBoundingClientRect = () => far as DOMRect;
    try {
      render(
        <>
          <Deferred>
            <a href="/one">One</a>
          </Deferred>
          <Deferred>
            <a href="/two">Two</a>
          </Deferred>
        </>,
      );
      expect(screen.queryByRole('link', { name: 'Two' })).toBeNull();
      act(() => {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
      });
      expect(screen.queryByRole('link', { name: 'Two' })).toBeNull();
      act(() => {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
      });
      expect(screen.getByRole('link', { name: 'One' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Two' })).toBeTruthy();
      cleanup();
      // After the first Tab, a section built later (another page visited) is built at once.
      render(
        <Deferred>
          <a href="/three">Three</a>
        </Deferred>,
      );
      expect(screen.getByRole('link', { name: 'Three' })).toBeTruthy();
    } finally {
      HTMLElement.prototype.getBoundingClientRect = original;
    }
  });
});
