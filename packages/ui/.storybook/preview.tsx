import type { Preview } from '@storybook/react-vite';
import { themes } from 'storybook/theming';
import { ThemeProvider } from '../src/themes';
import '../src/styles.css';

// The design system's own Storybook: components only, no API. Screens with the mock backend live
// in the app's Storybook (packages/app/.storybook), which also includes these stories.

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
  decorators: [
    (Story, context) => (
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
    a11y: {
      // Violations fail the story in the test runner and show in the a11y panel.
      test: 'error',
      context: '#storybook-root',
    },
  },
};

export default preview;
