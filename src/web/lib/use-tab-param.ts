import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";

/** Marks the history entries that the tabs push themselves. */
interface TabNavigationState {
  tabParam: string;
}

/**
 * The active tab of a page's tabs, kept in `?tab=` (absent for the default
 * tab) so that reload, back and forward keep it.
 *
 * The tabs follow local state at once: router updates land later (in a
 * transition), and quick arrow-key presses must never leave focus on one tab
 * while another is selected. The URL follows that state; only a location the
 * tabs did not push themselves (back / forward, a link) leads it. Radix
 * activates a tab on mouse-down and again on the focus that follows, so
 * choosing the tab already chosen adds no history entry.
 */
export function useTabParam<T extends string>(tabs: readonly T[], defaultTab: T): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const fromUrl = tabs.find((tab) => tab === params.get("tab")) ?? defaultTab;

  const [tab, setTab] = useState<T>(fromUrl);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const pushedByTabs = (location.state as Partial<TabNavigationState> | null)?.tabParam !== undefined;
    if (navigationType === "POP" || !pushedByTabs) setTab(fromUrl);
  }

  const chosen = useRef(tab);
  useEffect(() => {
    chosen.current = tab;
  }, [tab]);

  const select = (next: string) => {
    const choice = tabs.find((candidate) => candidate === next);
    if (choice === undefined || choice === chosen.current) return;
    chosen.current = choice;
    setTab(choice);
    const state: TabNavigationState = { tabParam: choice };
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (choice === defaultTab) updated.delete("tab");
        else updated.set("tab", choice);
        return updated;
      },
      { preventScrollReset: true, state },
    );
  };
  return [tab, select];
}
