import { handlers } from '@endless/mock-server/handlers';
import { keepWorkerAcrossReloads } from '@endless/mock-server/keep-worker';
import { ThemeProvider } from '@endless/ui';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { themes } from 'storybook/theming';
import '@endless/ui/styles.css';
import '../src/app/app.css';

// The same theme toolbar as the ui package's Storybook (0 default, 2 blue, 1 grey).
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Account theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 0, title: 'Default (0)' },
          { value: 2, title: 'Blue (2)' },
          { value: 1, title: 'Grey (1)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 0 },
  // Element props (triggers, icons, slots) have no useful control: the docs' props tables list
  // them without dumping the element.
  argTypes: Object.fromEntries(
    ['trigger', 'icon', 'action', 'actions', 'header', 'footer', 'sidebar', 'aside'].map((name) => [
      name,
      { control: false },
    ]),
  ),
  // Starts the mock's worker once, then before every story installs `parameters.msw.handlers`
  // (the mock backend, plus a story's overrides in front). Requests no handler knows (Storybook's
  // own modules and assets) go to the network untouched.
  loaders: [
    mswLoader(async () => {
      // The story check opens a fresh preview per story file on two pages: a worker unregistering
      // itself when one page unloads while the other is between pages made the next page's
      // `registration.update()` reject ("Not found"), failing whichever story was playing.
      keepWorkerAcrossReloads();
      const worker = setupWorker();
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        // Relative: the static build may be served from a sub-folder.
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
  decorators: [
    (Story, context) =>
      // Screen stories render the app's own theme provider, pinned to the same global.
      context.parameters.screen ? (
        <Story />
      ) : (
        // Globals from the URL (?globals=theme:2) arrive as strings.
        <ThemeProvider theme={Number(context.globals.theme ?? 0)} className="sb-theme-canvas">
          <Story />
        </ThemeProvider>
      ),
  ],
  parameters: {
    layout: 'fullscreen',
    // Docs pages in Storybook's dark chrome, like the three themes they show.
    docs: { theme: themes.dark },
    controls: { matchers: { color: /(background|color)$/i } },
    msw: { handlers },
    a11y: {
      // Violations fail the story in the test runner and show in the a11y panel.
      test: 'error',
      context: '#storybook-root',
    },
  },
};

export default preview;
