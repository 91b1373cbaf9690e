import type { SessionUser } from "../auth/guards.js";

/**
 * Who is asking: a visitor (no session), a member, or an admin. Every read of
 * content is shaped for a viewer by the access policy (access/policy.ts).
 */
export type Viewer = { readonly role: "visitor" } | { readonly role: "member" | "admin"; readonly user: SessionUser };

export const VISITOR: Viewer = { role: "visitor" };

export function viewerOf(user: SessionUser | null): Viewer {
  if (!user) return VISITOR;
  return { role: user.isAdmin ? "admin" : "member", user };
}

export const isSignedIn = (viewer: Viewer) => viewer.role !== "visitor";
export const isAdmin = (viewer: Viewer) => viewer.role === "admin";
