import { afterEach, describe, expect, it } from 'vitest';
import { holdCopy } from './takeover';

const MARKUP = '<a href="/">Home</a><button type="button">One</button><button type="button">Two</button>';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The app's render: the copy's markup again, with live buttons that count presses. */
function appRender(root: HTMLElement, presses: string[]) {
  return () => {
    root.innerHTML = MARKUP;
    root.querySelectorAll('button').forEach((button) => button.addEventListener('click', () => presses.push(button.textContent ?? '')));
  };
}

describe('the takeover from the pre-rendered copy', () => {
  it('holds presses on the copy and replays them on the same buttons of the app', () => {
    document.body.innerHTML = `<div id="root">${MARKUP}</div>`;
    const root = document.getElementById('root')!;
    const takeover = holdCopy(root);
    const copyPresses: string[] = [];
    root.addEventListener('click', () => copyPresses.push('copy'));
    root.querySelectorAll('button')[1].click();
    root.querySelectorAll('button')[0].click();
    expect(copyPresses).toEqual([]);

    const presses: string[] = [];
    takeover.finish(appRender(root, presses));
    expect(presses).toEqual(['Two', 'One']);
  });

  it('leaves links alone and keeps the focused control focused', () => {
    document.body.innerHTML = `<div id="root">${MARKUP}</div>`;
    const root = document.getElementById('root')!;
    const takeover = holdCopy(root);
    const link = root.querySelector('a')!;
    let followed = false;
    link.addEventListener('click', (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault(); // jsdom does not navigate; the copy's link would
    });
    link.click();
    expect(followed).toBe(true);

    root.querySelectorAll('button')[1].focus();
    takeover.finish(appRender(root, []));
    expect(document.activeElement?.textContent).toBe('Two');
    expect(document.activeElement?.isConnected).toBe(true);
  });

  it('stops holding once the app has taken over', () => {
    document.body.innerHTML = `<div id="root">${MARKUP}</div>`;
    const root = document.getElementById('root')!;
    const takeover = holdCopy(root);
    const presses: string[] = [];
    takeover.finish(appRender(root, presses));
    root.querySelectorAll('button')[0].click();
    expect(presses).toEqual(['One']);
  });
});
