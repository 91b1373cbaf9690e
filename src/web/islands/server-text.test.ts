import { describe, expect, it } from "vitest";

import { restoreServerText, restoreText, writeText } from "./server-text.js";

describe("the text islands write over the server's", () => {
  it("goes back to the server's first text, one node or all", () => {
    document.body.innerHTML = `<span id="year">2025</span><button id="send">Login</button>`;
    const year = document.getElementById("year")!;
    const send = document.getElementById("send")!;
    writeText(year, "2026");
    writeText(send, "Logging In...");
    writeText(send, "Still logging in...");
    expect(send.textContent).toBe("Still logging in...");
    restoreText(send);
    expect(send.textContent).toBe("Login");
    writeText(send, "Logging In...");
    restoreServerText();
    expect(year.textContent).toBe("2025");
    expect(send.textContent).toBe("Login");
    // Nothing is kept after a restore: writing again starts from the page's text.
    writeText(year, "2027");
    restoreServerText();
    expect(year.textContent).toBe("2025");
  });
});
