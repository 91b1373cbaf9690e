import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { FormField } from "./form-field.js";

// A field with a limit never cuts what is typed or pasted (a maxlength
// would, silently: issue 32); near the limit it says how much room is left,
// past it by how much it is over, and the field is marked invalid.

const field = (value: string) => render(<FormField label="Title" limit={10} value={value} onChange={() => {}} />);

describe("FormField with a limit", () => {
  it("keeps quiet far from the limit, and has no maxlength", () => {
    field("Short");
    const box = screen.getByLabelText("Title");
    expect(box.getAttribute("maxlength")).toBeNull();
    expect(box.getAttribute("aria-describedby")).toBeNull();
    expect(screen.queryByText(/characters? (left|too many)/)).toBeNull();
  });

  it("counts the room left near the limit, described by it", () => {
    field("Eight ch");
    expect(screen.getByText("2 of 10 characters left")).toBeTruthy();
    expect(screen.getByLabelText("Title").getAttribute("aria-describedby")).toMatch(/-count$/);
  });

  it("says by how much a value is over, and marks the field invalid", () => {
    field("Eleven char");
    expect(screen.getByText("1 character too many")).toBeTruthy();
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
  });
});
