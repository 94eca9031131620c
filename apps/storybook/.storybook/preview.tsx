import type { Preview } from "@storybook/react-vite";
import { lightThemeClass } from "@taxlearn/ui";

const preview: Preview = {
  decorators: [
    (Story) => (
      <div className={lightThemeClass} style={{ padding: 24 }}>
        <Story />
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
