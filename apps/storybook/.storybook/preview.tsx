import type { Preview } from "@storybook/react-vite";
import { lightThemeClass, UiProvider } from "@taxlearn/ui";

const preview: Preview = {
  decorators: [
    // The same setup the app uses: the theme class on the root and the kit's page-wide layers.
    (Story) => (
      <div className={lightThemeClass} style={{ padding: 24, minHeight: "100vh" }}>
        <UiProvider>
          <Story />
        </UiProvider>
      </div>
    ),
  ],
  parameters: {
    layout: "fullscreen",
    a11y: { test: "error" },
    controls: { expanded: true },
  },
};

export default preview;
