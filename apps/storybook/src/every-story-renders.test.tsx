import { composeStories, setProjectAnnotations } from "@storybook/react";
import { act, cleanup, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import preview from "../.storybook/preview";

type StoriesModule = Parameters<typeof composeStories>[0];
/** What this test needs of a composed story: render it, and run its play function when it has one. */
type ComposedStory = ComponentType & { play?: (context: { canvasElement: HTMLElement }) => Promise<void> };

// Every stories module of the UI kit, found the same way Storybook finds them.
const storyModules = import.meta.glob<StoriesModule>("../../../packages/ui/src/**/*.stories.tsx", { eager: true });

setProjectAnnotations(preview);
afterEach(() => cleanup());

describe("every story of the UI kit renders", () => {
  it("finds the stories", () => {
    expect(Object.keys(storyModules).length).toBeGreaterThan(10);
  });

  for (const [path, storiesModule] of Object.entries(storyModules)) {
    const stories = Object.entries(composeStories(storiesModule) as unknown as Record<string, ComposedStory>);
    describe(path.replace(/^.*\/src\//, ""), () => {
      it("has at least one story", () => {
        expect(stories.length).toBeGreaterThan(0);
      });
      for (const [name, Story] of stories) {
        it(name, async () => {
          const { container } = render(<Story />);
          // An interaction story's play function runs too, so a broken interaction fails here.
          if (Story.play) {
            await act(async () => {
              await Story.play?.({ canvasElement: container });
            });
          }
          expect(container.innerHTML).not.toBe("");
        });
      }
    });
  }
});
