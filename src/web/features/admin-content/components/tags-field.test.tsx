import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { TAG_EMPTY, TOO_MANY_TAGS } from "../../../../shared/tags.js";
import { TagsField } from "./tags-field.js";

// The tags box of the admin's forms (docs/decisions/106): typed tags are
// added normalised on Enter, a comma or the button, each removed by its own
// button, and a refused one is said in words, with the server's limits.

function Harness({ start = [] as string[] }) {
  const [tags, setTags] = useState(start);
  return (
    <>
      <TagsField tags={tags} onChange={setTags} />
      <div data-testid="sent">{tags.join("|")}</div>
    </>
  );
}

const box = () => screen.getByLabelText("Add a tag");
const sent = () => screen.getByTestId("sent").textContent;

describe("the tags field", () => {
  it("adds typed tags normalised by Enter, a comma or the button, once each, and removes one by its button", () => {
    render(<Harness />);
    fireEvent.change(box(), { target: { value: "Crisis Leadership" } });
    fireEvent.keyDown(box(), { key: "Enter" });
    fireEvent.change(box(), { target: { value: "resilience, crisis-leadership" } });
    fireEvent.click(screen.getByRole("button", { name: "Add tag" }));
    expect(sent()).toBe("crisis-leadership|resilience");
    expect((box() as HTMLInputElement).value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Remove tag crisis leadership" }));
    expect(sent()).toBe("resilience");
  });

  it("refuses a tag with no letter and a ninth tag in words, keeping what was typed", () => {
    render(<Harness start={["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"]} />);
    fireEvent.change(box(), { target: { value: "!!!" } });
    fireEvent.keyDown(box(), { key: "Enter" });
    expect(screen.getByRole("status").textContent).toBe(TAG_EMPTY);
    fireEvent.change(box(), { target: { value: "ninth" } });
    fireEvent.keyDown(box(), { key: "," });
    expect(screen.getByRole("status").textContent).toBe(TOO_MANY_TAGS);
    expect((box() as HTMLInputElement).value).toBe("ninth");
    expect(sent()).toBe("a1|a2|a3|a4|a5|a6|a7|a8");
  });
});
