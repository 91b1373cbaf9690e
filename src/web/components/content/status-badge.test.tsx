import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { StatusBadge } from "./status-badge.js";

beforeEach(() => void vi.stubEnv("TZ", "Asia/Tokyo"));
afterEach(() => void vi.unstubAllEnvs());

describe("StatusBadge", () => {
  // Rendering it also checks its classes for conflicts (cn(), docs/decisions/069).
  it("marks a draft, and a scheduled record with its release time in the reader's zone; nothing on a published one", () => {
    const { container, rerender } = render(<StatusBadge record={{ status: "published", publishAt: null }} />);
    expect(container.textContent).toBe("");

    rerender(<StatusBadge record={{ status: "draft", publishAt: null }} />);
    expect(screen.getByText("Draft").getAttribute("title")).toBe("Draft: only admins see it");

    rerender(<StatusBadge record={{ status: "scheduled", publishAt: "2026-12-01T15:30:00.000Z" }} />);
    // 15:30 UTC is 00:30 the next day in Tokyo.
    expect(container.textContent).toBe("Scheduled · Dec 2, 2026, 12:30 AM");
    expect(container.querySelector("time")?.getAttribute("dateTime")).toBe("2026-12-01T15:30:00.000Z");
  });
});
