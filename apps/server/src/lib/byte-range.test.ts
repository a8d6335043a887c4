import { describe, expect, it } from "vitest";
import { type ByteRange, contentRangeOf, parseRange, sliceLength, sliceOf } from "./byte-range.ts";

const BIG = "9".repeat(40);

describe("parsing a Range header", () => {
  it.each<[string, ByteRange]>([
    ["bytes=0-499", { kind: "from", first: 0, last: 499 }],
    ["bytes=500-", { kind: "from", first: 500, last: null }],
    ["bytes=-500", { kind: "suffix", length: 500 }],
    ["bytes=0-0", { kind: "from", first: 0, last: 0 }],
    ["bytes=-0", { kind: "suffix", length: 0 }],
    ["bytes=007-010", { kind: "from", first: 7, last: 10 }],
    // The unit is a token, compared whatever the case.
    ["Bytes=1-2", { kind: "from", first: 1, last: 2 }],
    ["BYTES=-3", { kind: "suffix", length: 3 }],
    // The range set is a list: blanks around an element and empty elements do not make a second range.
    ["bytes= 1-2 ", { kind: "from", first: 1, last: 2 }],
    ["bytes=1-2,", { kind: "from", first: 1, last: 2 }],
    ["bytes=, ,1-2", { kind: "from", first: 1, last: 2 }],
    // Past any file: the largest safe integer, which no file reaches either.
    [`bytes=0-${BIG}`, { kind: "from", first: 0, last: Number.MAX_SAFE_INTEGER }],
    [`bytes=${BIG}-`, { kind: "from", first: Number.MAX_SAFE_INTEGER, last: null }],
    [`bytes=-${BIG}`, { kind: "suffix", length: Number.MAX_SAFE_INTEGER }],
  ])("%s asks for one range", (header, range) => {
    expect(parseRange(header)).toEqual(range);
  });

  it.each([
    ["no header", undefined],
    ["an empty header", ""],
    ["another unit", "items=0-4"],
    ["a unit without its equals sign", "bytes 0-4"],
    ["blanks before the equals sign", "bytes =0-4"],
    ["no range at all", "bytes="],
    ["only empty elements", "bytes=, ,"],
    ["several ranges", "bytes=0-1,3-4"],
    ["several ranges, the same twice", "bytes=0-1, 0-1"],
    ["a suffix among several", "bytes=0-1,-5"],
    ["a last byte before the first", "bytes=5-3"],
    ["a last byte before the first, both past the safe integers", `bytes=${BIG}9-${BIG}`],
    ["a lone number", "bytes=5"],
    ["a lone dash", "bytes=-"],
    ["a negative first byte", "bytes=-5-10"],
    ["a sign", "bytes=+1-2"],
    ["hexadecimal", "bytes=0x10-0x20"],
    ["a fraction", "bytes=1.5-2"],
    ["blanks inside the range", "bytes=1 - 2"],
    ["letters", "bytes=a-b"],
    ["non-ASCII digits", "bytes=١-٢"],
  ])("%s asks for the whole file", (_case, header) => {
    expect(parseRange(header)).toBeNull();
  });

  it("serves the whole file when the header came twice (Node hands both as one list)", () => {
    expect(parseRange("bytes=0-1, bytes=2-3")).toBeNull();
    expect(parseRange(["bytes=0-1", "bytes=2-3"])).toBeNull();
  });

  it("serves the whole file on any If-Range: this server sends no validator it could match", () => {
    expect(parseRange("bytes=0-1", '"etag"')).toBeNull();
    expect(parseRange("bytes=0-1", "Wed, 21 Oct 2015 07:28:00 GMT")).toBeNull();
    expect(parseRange("bytes=0-1", undefined)).toEqual({ kind: "from", first: 0, last: 1 });
  });
});

describe("the bytes a range selects", () => {
  const slice = (header: string, size: number) => {
    const range = parseRange(header);
    if (range === null) throw new Error(`${header} did not parse`);
    return sliceOf(range, size);
  };

  it.each([
    ["bytes=0-499", 1000, { start: 0, end: 499 }],
    ["bytes=500-999", 1000, { start: 500, end: 999 }],
    ["bytes=500-", 1000, { start: 500, end: 999 }],
    ["bytes=999-", 1000, { start: 999, end: 999 }],
    ["bytes=0-0", 1000, { start: 0, end: 0 }],
    ["bytes=-1", 1000, { start: 999, end: 999 }],
    ["bytes=-500", 1000, { start: 500, end: 999 }],
    // A last byte past the end stops at the end; a suffix longer than the file is all of it.
    ["bytes=900-5000", 1000, { start: 900, end: 999 }],
    [`bytes=0-${BIG}`, 1000, { start: 0, end: 999 }],
    ["bytes=-5000", 1000, { start: 0, end: 999 }],
    [`bytes=-${BIG}`, 1000, { start: 0, end: 999 }],
    ["bytes=0-", 1, { start: 0, end: 0 }],
  ])("%s of %i bytes", (header, size, expected) => {
    expect(slice(header, size)).toEqual(expected);
  });

  it.each([
    ["bytes=1000-", 1000],
    ["bytes=1000-2000", 1000],
    [`bytes=${BIG}-`, 1000],
    ["bytes=-0", 1000],
    ["bytes=0-", 0],
    ["bytes=0-0", 0],
    ["bytes=-5", 0],
  ])("%s of %i bytes selects nothing", (header, size) => {
    expect(slice(header, size)).toBeNull();
  });

  it("writes the Content-Range of a part, and of a range nothing satisfies", () => {
    expect(contentRangeOf({ start: 0, end: 499 }, 1000)).toBe("bytes 0-499/1000");
    expect(contentRangeOf({ start: 999, end: 999 }, 1000)).toBe("bytes 999-999/1000");
    expect(contentRangeOf(null, 1000)).toBe("bytes */1000");
    expect(sliceLength({ start: 500, end: 999 })).toBe(500);
    expect(sliceLength({ start: 7, end: 7 })).toBe(1);
  });
});
