import { dictionary } from "@zxcvbn-ts/language-common";

// The ~49,000 most common passwords from leaked-password corpora, ranked,
// as shipped by zxcvbn-ts. Loaded once, on first use.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
