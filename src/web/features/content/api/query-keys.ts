import type { Category } from "../../../../shared/constants.js";

/**
 * Content query keys. Every key starts with the signed-in user's id (or
 * "visitor"), so the locked copy a visitor saw is never shown after login,
 * and one member's cache is never another's.
 */
export const contentKeys = {
  all: (userId: string | undefined) => ["content", userId ?? "visitor"] as const,
  posts: (userId: string | undefined) => [...contentKeys.all(userId), "posts"] as const,
  post: (userId: string | undefined, id: string) => [...contentKeys.all(userId), "post", id] as const,
  podcasts: (userId: string | undefined) => [...contentKeys.all(userId), "podcasts"] as const,
  items: (userId: string | undefined, category: Category) => [...contentKeys.all(userId), "items", category] as const,
  item: (userId: string | undefined, id: string) => [...contentKeys.all(userId), "item", id] as const,
};
