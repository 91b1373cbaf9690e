import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";

import { RowActions } from "./row-actions.js";

const wording = { question: "Delete it?", success: "Deleted", errorTitle: "Delete Error" };

it("names the Edit button with the words it shows, 'Loading...' too while the record loads", () => {
  const { rerender } = render(<RowActions title="Night Watch" onDelete={async () => {}} deleteWording={wording} onEdit={() => {}} />);
  const edit = screen.getByRole("button", { name: "Edit Night Watch" });
  expect(edit.textContent).toBe("Edit");
  expect((edit as HTMLButtonElement).disabled).toBe(false);

  rerender(<RowActions title="Night Watch" onDelete={async () => {}} deleteWording={wording} onEdit={() => {}} editPending />);
  const loading = screen.getByRole("button", { name: "Edit Night Watch: Loading..." });
  expect(loading.textContent).toBe("Loading...");
  expect((loading as HTMLButtonElement).disabled).toBe(true);
});
