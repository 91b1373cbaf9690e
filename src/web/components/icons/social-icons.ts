import { createLucideIcon } from "lucide-react";

// lucide-react 1.x ships no brand marks, so these three are drawn here in
// lucide's 24x24 stroke style to sit alongside its other icons.

export const LinkedInIcon = createLucideIcon("linkedin", [
  ["path", { d: "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z", key: "a" }],
  ["rect", { width: "4", height: "12", x: "2", y: "9", key: "b" }],
  ["circle", { cx: "4", cy: "4", r: "2", key: "c" }],
]);

export const XBrandIcon = createLucideIcon("x-brand", [
  ["path", { d: "M4 4l11.7 16H20L8.3 4z", key: "a" }],
  ["path", { d: "M4 20l6.8-6.8", key: "b" }],
  ["path", { d: "M13.2 10.8L20 4", key: "c" }],
]);

export const YouTubeIcon = createLucideIcon("youtube", [
  [
    "path",
    {
      d: "M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17",
      key: "a",
    },
  ],
  ["path", { d: "m10 15 5-3-5-3z", key: "b" }],
]);
