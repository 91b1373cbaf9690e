import { BookOpen, ClipboardList, Radio, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.js";
import { useTabParam } from "../../../lib/use-tab-param.js";
import { ContentItemList } from "./content-item-list.js";
import { ContinueStrip, ResetProgress } from "./continue-strip.js";
import { PodcastAppPanel } from "./podcast-app-panel.js";
import { PodcastList } from "./podcast-list.js";
import { PostList } from "./post-list.js";
import { TopicFilter } from "./topic-filter.js";

const TABS = ["field-manual", "briefing", "after-action"] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = "field-manual";

const triggers: Record<Tab, { label: string; icon: LucideIcon }> = {
  "field-manual": { label: "Field Manual", icon: BookOpen },
  briefing: { label: "The Briefing", icon: Radio },
  "after-action": { label: "After-Action", icon: ClipboardList },
};

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-3xl text-foreground sm:text-4xl">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The member dashboard's three areas, under "Continue" (what the member has
 * started). Only the shown tab is mounted, so only its lists are fetched.
 */
export function DashboardTabs() {
  const [tab, setTab] = useTabParam(TABS, DEFAULT_TAB);
  return (
    <>
      <ContinueStrip />
      <TopicFilter />
      <DashboardTabPanels tab={tab} setTab={setTab} />
      <div className="mt-12 flex border-t border-border pt-4">
        <ResetProgress />
      </div>
    </>
  );
}

function DashboardTabPanels({ tab, setTab }: { tab: Tab; setTab: (next: string) => void }) {
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Content areas" columns={3} className="max-sm:w-full">
        {TABS.map((value) => {
          const { label, icon: Icon } = triggers[value];
          return (
            <TabsTrigger key={value} value={value} compact className="[&_svg]:max-sm:hidden">
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <TabsContent value="field-manual">
        <Panel title="Leadership Articles">
          <PostList />
        </Panel>
      </TabsContent>
      <TabsContent value="briefing" className="flex flex-col gap-12">
        <PodcastAppPanel />
        <Panel title="Podcast Episodes">
          <PodcastList />
        </Panel>
        <Panel title="Briefings">
          <ContentItemList category="briefing" label="Briefings" loadingText="Loading briefings..." emptyText="No briefings published yet." />
        </Panel>
      </TabsContent>
      <TabsContent value="after-action">
        <Panel title="Case Studies & Exercises">
          <ContentItemList category="after-action" label="Case studies and exercises" loadingText="Loading reports..." emptyText="No reports published yet." />
        </Panel>
      </TabsContent>
    </Tabs>
  );
}
