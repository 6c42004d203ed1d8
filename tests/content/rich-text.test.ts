import { describe, expect, it } from "vitest";
import { plainText, plainTextLength } from "@/lib/content/plain-text";
import { sanitizeRichText } from "@/lib/content/sanitize-rich-text";

describe("sanitizeRichText", () => {
  it("keeps the editor's formatting", () => {
    const html = '<h1>A</h1><h2>B</h2><h3>C</h3><p><strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s><br></p><ol><li>1</li></ol><ul><li>2</li></ul><span>x</span>';
    expect(sanitizeRichText(html)).toBe(html.replace("<br>", "<br />"));
  });

  it.each([
    ["<p>a<script>alert(1)</script>b</p>", "<p>ab</p>"],
    ['<img src="x" onerror="alert(1)">', ""],
    ['<p onclick="alert(1)" onmouseover="x">t</p>', "<p>t</p>"],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVaScRiPt&colon;alert(1)">x</a>', "<a>x</a>"],
    ['<a href="java&#x09;script:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', "<a>x</a>"],
    ['<a href="//evil.example/">x</a>', "<a>x</a>"],
    ["<iframe src=https://evil.example></iframe><style>p{}</style><p>ok</p>", "<p>ok</p>"],
    ['<svg onload="alert(1)"><circle/></svg>', ""],
    ['<p style="color: red; position: fixed; background-image: url(https://x)">t</p>', '<p style="color:red">t</p>'],
    ['<span style="color: expression(alert(1))">t</span>', "<span>t</span>"],
    ['<p style="text-align: center; font-weight: bold; font-style: italic; text-decoration: underline; background-color: #ff0">t</p>', '<p style="text-align:center;font-weight:bold;font-style:italic;text-decoration:underline;background-color:#ff0">t</p>'],
  ])("cleans %s", (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it("lets http, https and mailto links through, opening web links in a new tab safely", () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1" target="_top" rel="opener">w</a>')).toBe(
      '<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">w</a>',
    );
    expect(sanitizeRichText('<a href="mailto:sales@example.com">m</a>')).toBe('<a href="mailto:sales@example.com">m</a>');
  });
});

describe("plainTextLength", () => {
  it("counts the text a reader sees: no tags, entities as one character", () => {
    expect(plainText("<p>a &amp; b&nbsp;&#169;&#x263A;</p>")).toBe("a & b\u00a0©☺");
    expect(plainTextLength("<p><strong>ab</strong>c</p>\n<p> d </p>")).toBe(6);
    expect(plainTextLength("<p>x</p><script>var long = 1</script><!-- hidden -->")).toBe(1);
    expect(plainTextLength("😀😀")).toBe(2);
  });
});
