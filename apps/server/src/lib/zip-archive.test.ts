import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { manyEntries, namedEntries, overlappingBomb, understatedBomb } from "../test/zip-bombs.ts";
import {
  checkZipContents,
  isSafeEntryName,
  looksLikeZip,
  unzipEntries,
  ZipRefused,
  zipEntries,
} from "./zip-archive.ts";

const LIMITS = { maxEntries: 100, maxUnpackedBytes: 200 * 1024 * 1024 };

async function refusal(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ZipRefused) return error.reason;
    throw error;
  }
  return "accepted";
}

describe("reading an archive", () => {
  it("reads what a ZIP writer wrote: stored and deflated entries, folders, UTF-8 names", async () => {
    const bytes = zipSync({
      "manifest.csv": [strToU8("propertyName,value\n"), { level: 0 }],
      "export/users.csv": strToU8("sourcedId,givenName\nu1,José\n".repeat(50)),
      "export/": new Uint8Array(0),
      "ação.csv": strToU8("x"),
    });
    expect(looksLikeZip(bytes)).toBe(true);
    const entries = zipEntries(bytes, LIMITS);
    expect(entries.map((entry) => entry.name).sort()).toEqual([
      "ação.csv",
      "export/",
      "export/users.csv",
      "manifest.csv",
    ]);
    const files = await unzipEntries(bytes, entries, (entry) => entry.name.endsWith(".csv"));
    expect(new TextDecoder().decode(files.get("manifest.csv"))).toBe("propertyName,value\n");
    expect(new TextDecoder().decode(files.get("export/users.csv"))).toContain("u1,José");
    expect(files.has("export/")).toBe(false);
  });

  it("refuses what is not a ZIP, and a ZIP whose directory runs past its end", async () => {
    expect(await refusal(() => zipEntries(strToU8("sourcedId,name\n"), LIMITS))).toBe("notZip");
    const bytes = zipSync({ "a.csv": strToU8("a") });
    const cut = bytes.slice();
    // The end record's directory offset pointed past the archive.
    new DataView(cut.buffer).setUint32(cut.length - 6, cut.length, true);
    expect(await refusal(() => zipEntries(cut, LIMITS))).toBe("corrupt");
  });
});

describe("refusing a hostile archive before inflating it", () => {
  it("entries that all point at one stream are refused by their overlap, at once", async () => {
    const bomb = overlappingBomb(10, 50);
    const started = performance.now();
    expect(await refusal(() => zipEntries(bomb, { ...LIMITS, maxUnpackedBytes: 10 * 1024 ** 3 }))).toBe(
      "overlapping",
    );
    // What they declare together is refused first under the real limit.
    expect(await refusal(() => zipEntries(bomb, LIMITS))).toBe("tooLarge");
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("ten thousand entries are refused by their count", async () => {
    // Built before the clock starts: only the refusal is timed, and it reads no more than the directory's end.
    const archive = manyEntries(10_000);
    const started = performance.now();
    expect(await refusal(() => zipEntries(archive, LIMITS))).toBe("tooManyEntries");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("an entry that inflates past what it declared is cut at that size and refused", async () => {
    const bomb = understatedBomb(100, 1000);
    const entries = zipEntries(bomb, LIMITS);
    expect(entries[0]?.size).toBe(1000);
    expect(await refusal(() => unzipEntries(bomb, entries, () => true))).toBe("corrupt");
  });

  it("a damaged entry fails its checksum", async () => {
    const bytes = zipSync({ "a.csv": [strToU8("hello world, hello"), { level: 0 }] });
    const damaged = bytes.slice();
    damaged[30 + "a.csv".length] = "j".charCodeAt(0);
    expect(await refusal(() => checkZipContents(damaged, LIMITS))).toBe("corrupt");
  });

  it.each([
    "../users.csv",
    "export/../../users.csv",
    "/etc/passwd",
    "C:/users.csv",
    "export\\users.csv",
    "users\u0000.csv",
  ])("a name like %j is refused", async (name) => {
    expect(isSafeEntryName(name)).toBe(false);
    expect(await refusal(() => zipEntries(namedEntries({ [name]: "x" }), LIMITS))).toBe("unsafeName");
  });

  it.each(["users.csv", "export/users.csv", "__MACOSX/._users.csv", "a..b.csv"])(
    "a name like %j is taken",
    (name) => {
      expect(isSafeEntryName(name)).toBe(true);
    },
  );

  it("encrypted entries and unknown methods are refused", async () => {
    const bytes = namedEntries({ "a.csv": "a" });
    const directory = bytes.length - 22 - (46 + "a.csv".length);
    const encrypted = bytes.slice();
    new DataView(encrypted.buffer).setUint16(directory + 8, 1, true);
    expect(await refusal(() => zipEntries(encrypted, LIMITS))).toBe("unsupported");
    const bzip2 = bytes.slice();
    new DataView(bzip2.buffer).setUint16(directory + 10, 12, true);
    expect(await refusal(() => zipEntries(bzip2, LIMITS))).toBe("unsupported");
  });
});
