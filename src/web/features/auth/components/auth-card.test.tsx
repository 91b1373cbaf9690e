import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { AuthCard } from "./auth-card.js";

describe("AuthCard", () => {
  // Rendering it also checks the card's options for conflicting classes (cn(), docs/decisions/069).
  it("shows its title as the page's heading and links to the other form", () => {
    render(
      <MemoryRouter>
        <AuthCard
          title="Log in"
          description="Welcome back."
          submitLabel="Log in"
          onSubmit={() => {}}
          switchPrompt="New here?"
          switchLabel="Sign up"
          switchTo="/signup"
        >
          <p>fields</p>
        </AuthCard>
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/signup");
  });
});
