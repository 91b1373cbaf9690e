import { describe, expect, it } from "vitest";
import { withInlineStyles } from "./inline-styles.js";

describe("withInlineStyles", () => {
  it("puts each built stylesheet in the page in place of its link, and nothing in it can end the style element", () => {
    const html = '<head><link rel="icon" href="/favicon.svg"><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
    const read: string[] = [];
    const out = withInlineStyles(html, (href) => {
      read.push(href);
      return 'a::after{content:"</style><script>x</script>"}';
    });
    expect(read).toEqual(["/assets/index-abc.css"]);
    expect(out).toBe('<head><link rel="icon" href="/favicon.svg"><style>a::after{content:"<\\/style><script>x</script>"}</style></head>');
  });

  it("leaves a page with no built stylesheet as it is", () => {
    const html = '<head><link rel="stylesheet" href="https://elsewhere.example/x.css"></head>';
    expect(withInlineStyles(html, () => "never")).toBe(html);
  });
});
