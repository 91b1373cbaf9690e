import { createLucideIcon, Globe, type LucideIcon } from "lucide-react";

import type { SocialNetwork } from "../../../shared/site-links.js";

// lucide-react 1.x ships no brand marks, so these are drawn here in
// lucide's 24x24 stroke style to sit alongside its other icons.

const LinkedInIcon = createLucideIcon("linkedin", [
  ["path", { d: "M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z", key: "a" }],
  ["rect", { width: "4", height: "12", x: "2", y: "9", key: "b" }],
  ["circle", { cx: "4", cy: "4", r: "2", key: "c" }],
]);

const XBrandIcon = createLucideIcon("x-brand", [
  ["path", { d: "M4 4l11.7 16H20L8.3 4z", key: "a" }],
  ["path", { d: "M4 20l6.8-6.8", key: "b" }],
  ["path", { d: "M13.2 10.8L20 4", key: "c" }],
]);

const YouTubeIcon = createLucideIcon("youtube", [
  [
    "path",
    {
      d: "M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17",
      key: "a",
    },
  ],
  ["path", { d: "m10 15 5-3-5-3z", key: "b" }],
]);

const FacebookIcon = createLucideIcon("facebook", [["path", { d: "M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z", key: "a" }]]);

const InstagramIcon = createLucideIcon("instagram", [
  ["rect", { width: "20", height: "20", x: "2", y: "2", rx: "5", ry: "5", key: "a" }],
  ["path", { d: "M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z", key: "b" }],
  ["line", { x1: "17.5", x2: "17.51", y1: "6.5", y2: "6.5", key: "c" }],
]);

/** Each network's mark (the spec's three social buttons, and the networks added with the creator's settings). */
export const SOCIAL_ICONS: Record<SocialNetwork, LucideIcon> = {
  linkedin: LinkedInIcon,
  x: XBrandIcon,
  youtube: YouTubeIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  website: Globe,
};
