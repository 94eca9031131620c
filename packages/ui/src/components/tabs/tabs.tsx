import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import * as styles from "./tabs.css";

export interface TabItem {
  id: string;
  label: ReactNode;
  /** spec §5: disabled tabs ignore clicks. */
  disabled?: boolean;
  /** The panel shown while this tab is selected. */
  content?: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** The selected tab, when the caller controls it. */
  value?: string;
  /** The first selected tab, when the component keeps the selection itself. */
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/** Tabs across the top (spec §9 default position), with arrow-key movement that skips disabled tabs. */
export function Tabs({ tabs, value, defaultValue, onChange, label }: TabsProps) {
  const baseId = useId();
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id;
  const [ownValue, setOwnValue] = useState(defaultValue ?? firstEnabled);
  const selectedId = value ?? ownValue;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const selected = tabs.find((tab) => tab.id === selectedId);

  function select(tab: TabItem) {
    if (tab.disabled || tab.id === selectedId) return;
    setOwnValue(tab.id);
    onChange?.(tab.id);
  }

  function onKeyDown(event: KeyboardEvent) {
    const enabled = tabs.filter((tab) => !tab.disabled);
    const index = enabled.findIndex((tab) => tab.id === selectedId);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const target =
      event.key === "Home"
        ? enabled[0]
        : event.key === "End"
          ? enabled[enabled.length - 1]
          : step !== 0
            ? enabled[(index + step + enabled.length) % enabled.length]
            : undefined;
    if (!target) return;
    event.preventDefault();
    select(target);
    tabRefs.current.get(target.id)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={tab.content === undefined ? undefined : `${baseId}-panel-${tab.id}`}
              aria-disabled={tab.disabled || undefined}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab({ selected: isSelected, disabled: Boolean(tab.disabled) })}
              onClick={() => select(tab)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected?.content !== undefined ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          className={styles.panel}
        >
          {selected.content}
        </div>
      ) : null}
    </div>
  );
}
