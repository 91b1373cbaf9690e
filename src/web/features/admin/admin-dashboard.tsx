import { BookOpen, ClipboardList, Mic, Radio, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs.js";
import { AdminHeader } from "./components/admin-header.js";
import { ItemsTab } from "./items/items-tab.js";
import { PodcastsTab } from "./podcasts/podcasts-tab.js";
import { PostsTab } from "./posts/posts-tab.js";

const TABS = ["podcasts", "field-manual", "briefings", "after-action"] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = "podcasts";

const triggers: Record<Tab, { label: string; icon: LucideIcon }> = {
  podcasts: { label: "Podcasts", icon: Mic },
  "field-manual": { label: "Field Manual", icon: BookOpen },
  briefings: { label: "Briefings", icon: Radio },
  "after-action": { label: "After-Action", icon: ClipboardList },
};

function isTab(value: string | null): value is Tab {
  return TABS.includes(value as Tab);
}

/** Marks the history entries the tabs push themselves. */
interface TabNavigationState {
  adminTab: Tab;
}

/**
 * The active tab lives in `?tab=`, so reload, back and forward keep it. The
 * tabs follow local state at once: router updates land later (in a
 * transition), and quick arrow-key presses must never leave focus on one tab
 * while another is selected. The URL follows that state; only a location the
 * tabs did not push themselves (back / forward, a link) leads it.
 */
function useTabParam(): [Tab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const raw = params.get("tab");
  const fromUrl = isTab(raw) ? raw : DEFAULT_TAB;
  const [tab, setTab] = useState<Tab>(fromUrl);
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    const pushedByTabs = (location.state as Partial<TabNavigationState> | null)?.adminTab !== undefined;
    if (navigationType === "POP" || !pushedByTabs) setTab(fromUrl);
  }
  const select = (next: string) => {
    if (!isTab(next)) return;
    setTab(next);
    const state: TabNavigationState = { adminTab: next };
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("tab", next);
        return updated;
      },
      { preventScrollReset: true, state },
    );
  };
  return [tab, select];
}

/** The admin dashboard: four tabs (Podcasts first), each a form on the left and its list on the right. Only the shown tab is mounted. */
export function AdminDashboard() {
  const [tab, setTab] = useTabParam();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <AdminHeader />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Content to manage" className="w-full sm:w-auto">
          {TABS.map((value) => {
            const { label, icon: Icon } = triggers[value];
            return (
              <TabsTrigger key={value} value={value}>
                <Icon aria-hidden="true" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="podcasts">
          <PodcastsTab />
        </TabsContent>
        <TabsContent value="field-manual">
          <PostsTab />
        </TabsContent>
        <TabsContent value="briefings">
          <ItemsTab category="briefing" />
        </TabsContent>
        <TabsContent value="after-action">
          <ItemsTab category="after-action" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
