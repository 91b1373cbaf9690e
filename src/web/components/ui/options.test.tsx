import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";

import { PageContainer } from "../layout/page.js";
import { Badge } from "./badge.js";
import { Button } from "./button.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.js";
import { Input } from "./input.js";
import { LoadMore } from "./load-more.js";
import { NativeSelect } from "./native-select.js";
import { Progress } from "./progress.js";
import { StatusText } from "./status-text.js";
import { Tabs, TabsList, TabsTrigger } from "./tabs.js";
import { Textarea } from "./textarea.js";

// cn() refuses conflicting classes in tests (docs/decisions/069), so rendering
// every option of every component proves that no option needs another's
// class overridden. Each case renders on its own so a failure names it. The
// callers that pass classes of their own are rendered in their own tests
// (nav-search, auth-card, file-field, the audio player, markdown).
type Case = [string, () => ReactNode];

const cases: Case[] = [
  ...(["default", "outline", "ghost", "quiet", "ghostDestructive", "destructive"] as const).flatMap((variant) =>
    (["default", "sm", "lg", "icon"] as const).map((size): Case => [`Button ${variant} ${size}`, () => <Button variant={variant} size={size} />]),
  ),
  ...([false, true] as const).flatMap((compact) =>
    ([false, true] as const).flatMap((onSurface) =>
      (["base", "sm"] as const).map((textSize): Case => [
        `Input compact=${compact} onSurface=${onSurface} ${textSize}`,
        () => <Input compact={compact} onSurface={onSurface} textSize={textSize} aria-label="x" />,
      ]),
    ),
  ),
  ...(["sm", "md", "lg"] as const).flatMap((minHeight) =>
    (["base", "sm"] as const).map((textSize): Case => [`Textarea ${minHeight} ${textSize}`, () => <Textarea minHeight={minHeight} textSize={textSize} />]),
  ),
  ["NativeSelect", () => <NativeSelect />],
  ["NativeSelect compact", () => <NativeSelect compact />],
  ...(["accent", "neutral", "destructive"] as const).map((tone): Case => [`Badge ${tone}`, () => <Badge tone={tone} />]),
  ...(["sm", "default"] as const).map((size): Case => [
    `LoadMore ${size}`,
    () => <LoadMore list={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage: async () => undefined }} size={size} className="pt-6" />,
  ]),
  ...([false, true] as const).map((thin): Case => [`Progress thin=${thin}`, () => <Progress value={50} thin={thin} />]),
  ...([false, true] as const).map((compact): Case => [`StatusText compact=${compact}`, () => <StatusText compact={compact}>x</StatusText>]),
  ...(["2xl", "3xl", "4xl", "5xl"] as const).flatMap((width) =>
    ([false, true] as const).map((roomy): Case => [
      `PageContainer ${width} roomy=${roomy}`,
      () => (
        <PageContainer width={width} roomy={roomy}>
          x
        </PageContainer>
      ),
    ]),
  ),
  ...([false, true] as const).flatMap((spacious) =>
    (["md", "lg", "xl"] as const).flatMap((size) =>
      (["sm", "base"] as const).flatMap((descriptionSize) =>
        ([false, true] as const).map((stacked): Case => [
          `Card spacious=${spacious} title ${size} description ${descriptionSize} stacked=${stacked}`,
          () => (
            <Card>
              <CardHeader spacious={spacious}>
                <CardTitle size={size}>x</CardTitle>
                <CardDescription size={descriptionSize}>x</CardDescription>
              </CardHeader>
              <CardContent>x</CardContent>
              <CardFooter stacked={stacked}>x</CardFooter>
            </Card>
          ),
        ]),
      ),
    ),
  ),
  ...([2, 3] as const).flatMap((columns) =>
    ([false, true] as const).map((compact): Case => [
      `Tabs columns=${columns} compact=${compact}`,
      () => (
        <Tabs value="a">
          <TabsList columns={columns}>
            <TabsTrigger value="a" compact={compact}>
              A
            </TabsTrigger>
          </TabsList>
        </Tabs>
      ),
    ]),
  ),
];

describe("component options", () => {
  it.each(cases)("%s renders with no conflicting classes", (_name, element) => {
    expect(() => render(<>{element()}</>)).not.toThrow();
  });

  it("a caller overriding one of a component's classes is refused, not silently lost", () => {
    expect(() => render(<Button variant="ghost" className="text-destructive" />)).toThrow(/conflict/);
  });
});
