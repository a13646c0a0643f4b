// The UI's lint: the recommended JavaScript and TypeScript rules, the rules of React hooks, and
// the rooms of ui/src, each importing only from the rooms below it (docs/architecture.md; the
// lint's place in the tests: docs/testing.md). `npm run lint`; .ci/test runs it before Vitest.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Which room of ui/src may import which (besides its own files). generated/ is written by
// `oshec write-ui-files` and imports nothing; styles/ holds CSS and the fonts' test.
const ROOMS = {
  generated: [],
  i18n: ['generated'],
  api: ['generated'],
  shared: ['generated', 'i18n', 'api'],
  public: ['generated', 'i18n', 'api', 'shared'],
  admin: ['generated', 'i18n', 'api', 'shared'],
  // The application: the public site's routes and layout, the back office loaded beside them.
  app: ['generated', 'i18n', 'api', 'shared', 'public', 'admin', 'styles'],
  // The pre-rendered shell of the home page, drawn with the application.
  shell: ['generated', 'i18n', 'api', 'shared', 'app'],
  styles: [],
};

// Relative import patterns that reach ROOM from a file of another room, at any depth.
const into = (room) => [`../${room}`, `../${room}/**`, `../../${room}`, `../../${room}/**`, `../../../${room}`, `../../../${room}/**`];

const roomRules = Object.entries(ROOMS).map(([room, allowed]) => ({
  files: [`src/${room}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: Object.keys(ROOMS)
          .filter((other) => other !== room && !allowed.includes(other))
          .map((other) => ({
            group: into(other),
            message: `src/${room} may import only from ${allowed.length ? allowed.map((a) => `src/${a}`).join(', ') : 'nothing outside itself'} (eslint.config.js, docs/architecture.md).`,
          })),
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-shell', 'node_modules', 'test-results', 'playwright-report', 'src/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A parameter or binding named with a leading underscore is unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
  ...roomRules,
  {
    // The language tests check every room's strings: they render the public site and the back
    // office, and read the messages of both.
    files: ['src/i18n/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
