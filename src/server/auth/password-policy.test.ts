import { isAPIError } from "better-auth/api";
import { describe, expect, it } from "vitest";

import { AUTH_ERROR_CODES } from "../../shared/api-error.js";
import { COMMON_PASSWORD_MESSAGE, refuseCommonPassword } from "./password-policy.js";

function refusal(password: unknown) {
  try {
    refuseCommonPassword(password);
    return null;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return { status: error.statusCode, body: error.body };
  }
}

describe("refuseCommonPassword", () => {
  it("refuses passwords on the common list, whatever their case, with 400 PASSWORD_TOO_COMMON", () => {
    for (const common of ["password1", "qwertyuiop", "iloveyou123", "PassWord", "letmein"]) {
      expect(refusal(common), common).toEqual({ status: 400, body: { code: AUTH_ERROR_CODES.PASSWORD_TOO_COMMON, message: COMMON_PASSWORD_MESSAGE } });
    }
  });

  it("lets uncommon passwords and non-strings through (Better Auth answers those)", () => {
    for (const fine of ["Tr1pwire-Falcon", "Granite-Harbor-77", undefined, null, 12345678, { length: 9 }]) {
      expect(refusal(fine)).toBeNull();
    }
  });
});
