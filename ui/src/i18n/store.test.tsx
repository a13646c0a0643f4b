import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createI18n, interpolate, useTranslation, type I18n } from './store';

type Lang = 'en' | 'od';

function store(): I18n<Lang> {
  return createI18n<Lang>({
    language: 'en',
    fallbackLanguage: 'en',
    resources: {
      en: {
        translation: {
          greeting: 'Hello, {{name}}!',
          nested: { deeper: { leaf: 'Leaf' }, onlyEnglish: 'Only in English' },
          list: ['one', 'two'],
          empty: '',
        },
      },
      od: { translation: { greeting: 'ନମସ୍କାର, {{name}}!', nested: { deeper: { leaf: 'ପତ୍ର' } } } },
    },
  });
}

afterEach(cleanup);

describe('interpolation', () => {
  it('replaces {{name}} by the value, spaces inside the braces allowed', () => {
    expect(interpolate('Hello, {{name}}!', { name: 'Asha' })).toBe('Hello, Asha!');
    expect(interpolate('{{ from }}–{{to}} of {{total}}', { from: 1, to: 10, total: 42 })).toBe('1–10 of 42');
    expect(interpolate('{{n}} and {{n}}', { n: 3 })).toBe('3 and 3');
  });

  it('leaves a variable not passed as written, and a passed empty one empty', () => {
    expect(interpolate('Hello, {{name}}!', {})).toBe('Hello, {{name}}!');
    expect(interpolate('Hello, {{name}}!')).toBe('Hello, {{name}}!');
    expect(interpolate('Hello, {{name}}!', { name: undefined })).toBe('Hello, !');
    expect(interpolate('Hello, {{name}}!', { name: null })).toBe('Hello, !');
  });

  it('does not HTML-escape values (React escapes what it renders)', () => {
    expect(interpolate('Edit {{name}}', { name: '<b>"A & B"</b>' })).toBe('Edit <b>"A & B"</b>');
  });

  it('interpolates through t', () => {
    expect(store().t('greeting', { name: 'Asha' })).toBe('Hello, Asha!');
  });
});

describe('lookup and fallback', () => {
  it('reads nested keys as dotted paths', () => {
    const i18n = store();
    expect(i18n.t('nested.deeper.leaf')).toBe('Leaf');
    i18n.changeLanguage('od');
    expect(i18n.t('nested.deeper.leaf')).toBe('ପତ୍ର');
  });

  it('falls back to English, then to the key (interpolated)', () => {
    const i18n = store();
    i18n.changeLanguage('od');
    expect(i18n.t('nested.onlyEnglish')).toBe('Only in English');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.t('Missing {{what}}', { what: 'thing' })).toBe('Missing thing');
    expect(i18n.t('nested.deeper')).toBe('nested.deeper'); // an object is not a string
  });

  it('keeps an empty string as a translation', () => {
    expect(store().t('empty')).toBe('');
  });

  it('returns lists with returnObjects', () => {
    const i18n = store();
    expect(i18n.t('list', { returnObjects: true })).toEqual(['one', 'two']);
    expect(i18n.t('nope', { returnObjects: true })).toBe('nope');
  });

  it('treats dots and colons in a key written as a sentence as text', () => {
    const i18n = store();
    i18n.addResourceBundle('en', 'admin', { 'Edit: {{name}}': 'Edit: {{name}}', 'Saved. Done: yes.': 'Saved. Done: yes.' });
    i18n.addResourceBundle('od', 'admin', { 'Edit: {{name}}': 'ସମ୍ପାଦନ: {{name}}' });
    const en = i18n.getFixedT(null, 'admin');
    expect(en('Saved. Done: yes.')).toBe('Saved. Done: yes.');
    expect(en('Edit: {{name}}', { name: 'Banner 1.2' })).toBe('Edit: Banner 1.2');
    i18n.changeLanguage('od');
    const od = i18n.getFixedT(null, 'admin');
    expect(od('Edit: {{name}}', { name: 'X' })).toBe('ସମ୍ପାଦନ: X');
    expect(od('Saved. Done: yes.')).toBe('Saved. Done: yes.'); // from English
    expect(od('Not in any catalogue: a.b')).toBe('Not in any catalogue: a.b');
  });
});

describe('namespaces', () => {
  it('keeps namespaces apart, the default one being "translation"', () => {
    const i18n = store();
    i18n.addResourceBundle('en', 'pages', { greeting: 'Welcome to the pages' });
    expect(i18n.t('greeting', { name: 'A' })).toBe('Hello, A!');
    expect(i18n.getFixedT(null, 'pages')('greeting')).toBe('Welcome to the pages');
    expect(i18n.getFixedT(null, 'pages')('nested.deeper.leaf')).toBe('nested.deeper.leaf');
    expect(i18n.getFixedT(null, 'other')('greeting')).toBe('greeting');
  });

  it('knows which bundles it has, and merges a bundle added twice', () => {
    const i18n = store();
    expect(i18n.hasResourceBundle('en', 'pages')).toBe(false);
    i18n.addResourceBundle('en', 'pages', { a: { x: 'X' } });
    i18n.addResourceBundle('en', 'pages', { a: { y: 'Y' }, b: 'B' });
    expect(i18n.hasResourceBundle('en', 'pages')).toBe(true);
    expect(i18n.hasResourceBundle('od', 'pages')).toBe(false);
    const t = i18n.getFixedT(null, 'pages');
    expect([t('a.x'), t('a.y'), t('b')]).toEqual(['X', 'Y', 'B']);
  });

  it('gives a t fixed to a language, whatever the current one', () => {
    const i18n = store();
    const od = i18n.getFixedT('od');
    expect(od('greeting', { name: 'A' })).toBe('ନମସ୍କାର, A!');
    expect(i18n.language).toBe('en');
  });
});

describe('change notification', () => {
  it('notifies subscribers of a language change, once, and not when unchanged', () => {
    const i18n = store();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const before = i18n.getVersion();
    i18n.changeLanguage('od');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('od');
    expect(i18n.getVersion()).not.toBe(before);
    i18n.changeLanguage('od');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers of an added bundle', () => {
    const i18n = store();
    const listener = vi.fn();
    i18n.subscribe(listener);
    i18n.addResourceBundle('en', 'admin', { Home: 'Home' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useTranslation', () => {
  function Greeting({ i18n, ns }: { i18n: I18n<Lang>; ns?: string }) {
    const { t, language } = useTranslation(i18n, ns);
    return (
      <p>
        {language}: {t('greeting', { name: 'Asha' })}
      </p>
    );
  }

  it('re-renders when the language changes', () => {
    const i18n = store();
    render(<Greeting i18n={i18n} />);
    expect(screen.getByText('en: Hello, Asha!')).toBeTruthy();
    act(() => i18n.changeLanguage('od'));
    expect(screen.getByText('od: ନମସ୍କାର, Asha!')).toBeTruthy();
    act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('en: Hello, Asha!')).toBeTruthy();
  });

  it('re-renders when a bundle of its namespace is added later (a lazily loaded chunk)', () => {
    const i18n = store();
    render(<Greeting i18n={i18n} ns="late" />);
    expect(screen.getByText('en: greeting')).toBeTruthy();
    act(() => i18n.addResourceBundle('en', 'late', { greeting: 'Late hello, {{name}}' }));
    expect(screen.getByText('en: Late hello, Asha')).toBeTruthy();
    act(() => i18n.changeLanguage('od'));
    expect(screen.getByText('od: Late hello, Asha')).toBeTruthy();
    act(() => i18n.addResourceBundle('od', 'late', { greeting: 'ବିଳମ୍ବିତ, {{name}}' }));
    expect(screen.getByText('od: ବିଳମ୍ବିତ, Asha')).toBeTruthy();
  });
});
