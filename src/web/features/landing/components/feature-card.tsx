import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card.js";

export interface FeatureCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Optional button or link at the bottom of the card. */
  action?: ReactNode;
}

export function FeatureCard({ icon: Icon, title, description, action }: FeatureCardProps) {
  return (
    <Card className="h-full border-t-2 border-t-accent/70 transition-colors hover:border-muted/50">
      <CardHeader>
        <Icon aria-hidden="true" className="mb-2 size-8 text-accent" strokeWidth={1.75} />
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription size="base">{description}</CardDescription>
      </CardContent>
      {action ? <CardFooter>{action}</CardFooter> : null}
    </Card>
  );
}

/** Three cards side by side on wide screens, stacked on phones. */
export function FeatureGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 md:grid-cols-3">{children}</div>;
}
