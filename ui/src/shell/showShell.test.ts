import { afterEach, describe, expect, it } from 'vitest';
import { readLanguage } from '../i18n/language';
import { applyPreferences, inlineScript, SHELL_IDS, showShell } from './showShell';

function page(): void {
  document.body.innerHTML =
    `<div id="root"></div>` +
    `<template id="${SHELL_IDS.en}"><h1>Hello</h1></template>` +
    `<template id="${SHELL_IDS.od}"><h1>ନମସ୍କାର</h1></template>`;
  document.documentElement.lang = 'en';
}

const shown = () => document.getElementById('root')?.textContent;

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
});

describe('showShell', () => {
  it('shows the English copy when no language is stored', () => {
    page();
    showShell(document, null);
    expect(shown()).toBe('Hello');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reads the stored language as the app does, in any case and with spaces', () => {
    for (const stored of ['od', 'OD', ' Or ', 'en', 'EN', '', 'fr', 'odia']) {
      page();
      showShell(document, stored);
      const odia = readLanguage(stored) === 'od';
      expect(shown(), stored).toBe(odia ? 'ନମସ୍କାର' : 'Hello');
      expect(document.documentElement.lang, stored).toBe(odia ? 'or' : 'en');
    }
  });

  it('leaves a root that already has content, and a page without copies, alone', () => {
    page();
    document.getElementById('root')!.innerHTML = '<p>app</p>';
    showShell(document, 'od');
    expect(shown()).toBe('app');
    document.body.innerHTML = '<div id="root"></div>';
    showShell(document, null);
    expect(shown()).toBe('');
  });
});

describe('inlineScript', () => {
  it('runs on its own, reading session storage', () => {
    page();
    sessionStorage.setItem('language', 'OD');
    new Function(inlineScript())();
    expect(shown()).toBe('ନମସ୍କାର');
    expect(document.documentElement.lang).toBe('or');
  });
});

describe('the inline script applies the kept preferences before the copy paints', () => {
  afterEach(() => {
    localStorage.clear();
    document.body.className = '';
    document.documentElement.style.removeProperty('--text-size');
  });

  it('applies a kept text size and dark mode', () => {
    page();
    localStorage.setItem('textSize', '40');
    localStorage.setItem('darkMode', 'on');
    new Function(inlineScript())();
    expect(document.documentElement.style.getPropertyValue('--text-size')).toBe('24px');
    expect(document.body.classList.contains('dark')).toBe(true);
  });

  it('follows the system scheme only while nothing was chosen', () => {
    document.body.innerHTML = '<div id="root"></div>';
    applyPreferences(document, null, null, true);
    expect(document.body.classList.contains('dark')).toBe(true);
    document.body.className = '';
    applyPreferences(document, null, 'off', true);
    expect(document.body.classList.contains('dark')).toBe(false);
    expect(document.documentElement.style.getPropertyValue('--text-size')).toBe('');
  });
});
