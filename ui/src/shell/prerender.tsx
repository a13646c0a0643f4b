// Pre-renders the home page's first view at build time (`npm run build`, after the client
// build), once per language, with slots the server fills from the first active banner:
// `@@bannerTitleEn@@` and the like. It renders the app's own tree at "/", so the copy the
// visitor sees before any script arrives is the markup React's first render produces; the
// sections that wait for data show the same loading state they show then.
//
// Output (see scripts/shell.mjs): ui/dist-shell/home.json, `{ templates, script }`, which the
// binary embeds (src/http/home.rs) and writes into `/` with the banner list beside it.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import i18n, { loadOdia, type Language } from '../i18n';
import { AppTree } from '../app/App';
import { seedList, type Banner } from '../api/public';
import { inlineScript, SHELL_IDS } from './showShell';
import { KIND } from '../api/kinds';

export { renderPageShells } from './pages';

/** The banner fields the hero shows, each as the slot the server fills. */
const SLOT_FIELDS = [
  'bannerTitleEn',
  'bannerTitleOd',
  'bannerSubtitleEn',
  'bannerSubtitleOd',
  'bannerDescEn',
  'bannerDescOd',
  'bannerImagePath',
] as const;

export function slot(field: string): string {
  return `@@${field}@@`;
}

function slotBanner(): Banner {
  const banner: Record<string, unknown> = { bannerId: 0, isActive: true };
  for (const field of SLOT_FIELDS) banner[field] = slot(field);
  return banner as unknown as Banner;
}

function renderIn(language: Language): string {
  i18n.changeLanguage(language);
  return renderToString(
    <StaticRouter location="/">
      <AppTree />
    </StaticRouter>,
  );
}

export async function renderHomeShell(): Promise<{ templates: string; script: string }> {
  await loadOdia();
  seedList(KIND.banner, [slotBanner()]);
  const templates = (['en', 'od'] as const)
    .map((language) => `<template id="${SHELL_IDS[language]}">${renderIn(language)}</template>`)
    .join('');
  // Each language's copy shows its own fields and the image: together, every slot.
  const missing = SLOT_FIELDS.filter((field) => !templates.includes(slot(field)));
  if (missing.length) throw new Error(`the pre-rendered hero does not show ${missing.join(', ')}`);
  return { templates, script: inlineScript() };
}
