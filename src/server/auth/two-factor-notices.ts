import { describeDevice } from "./device-name.js";
import type { SecurityNotices } from "./security-notices.js";

// Two-factor sign-in is turned on by a confirmed code (verify-totp) and off
// by /two-factor/disable; both end in one write of `twoFactorEnabled`, which
// is where they are told apart. The write's endpoint context says which
// device asked.

interface EndpointContext {
  headers?: Headers;
}

/** Better Auth's `databaseHooks`: a notice to the member whenever their two-factor sign-in goes on or off. */
export function twoFactorNotices(notices: SecurityNotices) {
  // The writes that change the flag, between their before and after hooks.
  const flagWrites = new WeakSet<object>();
  return {
    user: {
      update: {
        before: async (data: Record<string, unknown>, context: EndpointContext | null) => {
          if (context && "twoFactorEnabled" in data) flagWrites.add(context);
          return undefined;
        },
        after: async (user: { email: string; twoFactorEnabled?: boolean | null }, context: EndpointContext | null) => {
          if (!context || !flagWrites.has(context)) return;
          flagWrites.delete(context);
          const device = describeDevice(context.headers?.get("user-agent"));
          await notices.send(user.email, user.twoFactorEnabled ? "two-factor-on" : "two-factor-off", { at: new Date(), device });
        },
      },
    },
  };
}
