import { readCsv } from "../../lib/csv-reader.ts";
import {
  checkZipContents,
  looksLikeZip,
  unzipEntries,
  ZipRefused,
  zipEntries,
} from "../../lib/zip-archive.ts";
import { isOneRoster, readOneRoster } from "./oneroster-reader.ts";
import { checkRoster } from "./roster-checks.ts";
import {
  emptyRoster,
  placeGuardians,
  type Roster,
  type RosterFile,
  type RosterIssue,
  type RosterWarning,
} from "./roster-model.ts";
import { isTemplateHeader, readTemplate, xlsxRecords } from "./roster-template.ts";

/**
 * What an archive may hold, judged by its directory before anything is inflated (lib/zip-archive.ts): a set of
 * OneRoster files is a dozen entries, a spreadsheet a few dozen parts; and unpacked, no more than this (the
 * upload itself is at most 4 MB, and CSV packs about ten to one).
 */
export const ROSTER_ZIP_LIMITS = { maxEntries: 200, maxUnpackedBytes: 100 * 1024 * 1024 } as const;

const baseName = (path: string) => (path.split(/[\\/]/).pop() ?? path).trim();

const empty = (issue: RosterIssue): Roster => emptyRoster("template", [issue]);

/** The error a refused archive is reported as, on line 0 of its file. */
function refusedArchive(file: string, error: unknown): RosterIssue {
  if (!(error instanceof ZipRefused)) return { file, line: 0, code: "unreadableFile" };
  switch (error.reason) {
    case "tooManyEntries":
      return {
        file,
        line: 0,
        code: "archiveTooManyEntries",
        values: { max: String(ROSTER_ZIP_LIMITS.maxEntries) },
      };
    case "tooLarge":
      return {
        file,
        line: 0,
        code: "archiveTooLarge",
        values: { max: String(ROSTER_ZIP_LIMITS.maxUnpackedBytes / 1024 / 1024) },
      };
    case "unsafeName":
    case "overlapping":
    case "unsupported":
      return { file, line: 0, code: "archiveUnsafe" };
    default:
      return { file, line: 0, code: "unreadableFile" };
  }
}

/** Unpacking runs one archive at a time on this instance: what a burst of imports holds in memory stays bounded. */
let unpacking: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const result = unpacking.then(run, run);
  unpacking = result.catch(() => undefined);
  return result;
}

/** Entries an archive holds that are no one's file: folders, and what macOS and Windows add beside files. */
const isClutter = (path: string) =>
  path.endsWith("/") ||
  path.startsWith("__MACOSX/") ||
  /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(path);

/**
 * What a school sends, read into a roster and checked: a ZIP of OneRoster CSV files (in folders or not), the
 * CSV files themselves, or the template as CSV or XLSX (an XLSX is a ZIP whose entries are the spreadsheet's
 * parts). What is left out is said as a warning: an entry that is not a CSV file, or a second file of the same
 * name in another folder (the first one, in the archive's order, is read).
 */
export function readRosterFiles(sent: readonly RosterFile[]): Promise<Roster> {
  return oneAtATime(async () => {
    const files = new Map<string, RosterFile>();
    const warnings: RosterWarning[] = [];
    const add = (path: string, bytes: Uint8Array) => {
      const name = baseName(path);
      const read = files.get(name.toLowerCase());
      if (read)
        warnings.push({
          file: path,
          line: 0,
          code: "skippedDuplicate",
          values: { lido: read.path ?? read.name },
        });
      else files.set(name.toLowerCase(), { name, path, bytes });
    };
    for (const file of sent) {
      if (looksLikeZip(file.bytes) && !file.name.toLowerCase().endsWith(".xlsx")) {
        try {
          const listed = zipEntries(file.bytes, ROSTER_ZIP_LIMITS).filter((entry) => !isClutter(entry.name));
          for (const entry of listed) {
            if (!entry.name.toLowerCase().endsWith(".csv"))
              warnings.push({ file: entry.name, line: 0, code: "skippedUnknownFile" });
          }
          const entries = await unzipEntries(
            file.bytes,
            listed.filter((entry) => entry.name.toLowerCase().endsWith(".csv")),
            () => true,
          );
          for (const [path, bytes] of entries) add(path, bytes);
        } catch (error) {
          return empty(refusedArchive(file.name, error));
        }
        continue;
      }
      if (looksLikeZip(file.bytes)) {
        try {
          await checkZipContents(file.bytes, ROSTER_ZIP_LIMITS);
        } catch (error) {
          return empty(refusedArchive(file.name, error));
        }
      }
      add(file.name, file.bytes);
    }
    const roster = await readFormat(files);
    placeGuardians(roster);
    roster.issues.push(...checkRoster(roster));
    roster.warnings.unshift(...warnings);
    const byPlace = (a: RosterIssue | RosterWarning, b: RosterIssue | RosterWarning) =>
      a.file.localeCompare(b.file) || a.line - b.line;
    roster.issues.sort(byPlace);
    roster.warnings.sort(byPlace);
    return roster;
  });
}

async function readFormat(files: ReadonlyMap<string, RosterFile>): Promise<Roster> {
  if (isOneRoster(files)) return readOneRoster(files);
  const [only] = files.values();
  if (files.size !== 1 || !only) return empty({ file: only?.name ?? "", line: 0, code: "unknownFormat" });
  if (only.name.toLowerCase().endsWith(".xlsx")) {
    try {
      return readTemplate(only.name, await xlsxRecords(only.bytes));
    } catch {
      return empty({ file: only.name, line: 0, code: "unreadableFile" });
    }
  }
  if (!isTemplateHeader(only.bytes)) return empty({ file: only.name, line: 0, code: "unknownFormat" });
  return readTemplate(only.name, readCsv(only.bytes));
}
