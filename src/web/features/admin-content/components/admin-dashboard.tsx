import { BookOpen, ClipboardList, Mic, Radio, type LucideIcon } from "lucide-react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { useTabParam } from "../../../lib/use-tab-param.js";
import { AdminHeader } from "./admin-header.js";
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

/** The admin dashboard: four tabs (Podcasts first), each a form on the left and its list on the right. Only the shown tab is mounted. */
export function AdminDashboard() {
  const [tab, setTab] = useTabParam(TABS, DEFAULT_TAB);
  return (
    <>
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
    </>
  );
}
