import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "@/lib/leads/to-csv";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["=HYPERLINK(\"http://evil\")", `"'=HYPERLINK(""http://evil"")"`],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["\r=1", `"'\r=1"`],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["", ""],
    [null, ""],
    [undefined, ""],
    [42, "42"],
    [new Date("2026-01-02T03:04:05.000Z"), "2026-01-02T03:04:05.000Z"],
  ])("%j → %s", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe("toCsv", () => {
  it("writes a BOM, a header row and CRLF lines", () => {
    expect(toCsv(["A", "B"], [["1", "x,y"], [null, "=2"]])).toBe('\uFEFFA,B\r\n1,"x,y"\r\n,\'=2\r\n');
  });
});
