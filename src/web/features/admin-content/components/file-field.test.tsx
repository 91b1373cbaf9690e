import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { FileField } from "./file-field.js";

describe("FileField", () => {
  // Rendering it also checks its classes for conflicts (cn(), docs/decisions/069).
  it("is a labelled file input that names the chosen file", () => {
    const file = new File(["x".repeat(2048)], "brief.pdf", { type: "application/pdf" });
    render(<FileField label="PDF file" accept="application/pdf" file={file} onChange={() => {}} />);
    expect(screen.getByLabelText("PDF file").getAttribute("type")).toBe("file");
    expect(screen.getByText(/Selected: brief\.pdf/)).toBeTruthy();
  });
});
