import { unzipSync } from "fflate";
import { readCsv } from "./csv-reader.ts";
import { isOneRoster, readOneRoster } from "./oneroster-reader.ts";
import { checkRoster } from "./roster-checks.ts";
import { emptyRoster, type Roster, type RosterFile, type RosterIssue } from "./roster-model.ts";
import { isTemplateHeader, readTemplate, xlsxRecords } from "./roster-template.ts";

/** Unpacked, a ZIP may hold no more than this (a zip bomb stops here). */
export const ROSTER_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP.every((byte, at) => bytes[at] === byte);
const baseName = (path: string) => (path.split(/[\\/]/).pop() ?? path).trim();

const empty = (issue: RosterIssue): Roster => emptyRoster("template", [issue]);

/**
 * What a school sends, read into a roster and checked: a ZIP of OneRoster CSV files (folders inside it are
 * ignored, as macOS adds some), the CSV files themselves, or the template as CSV or XLSX (an XLSX is a ZIP whose
 * entries are the spreadsheet's parts).
 */
export async function readRosterFiles(sent: readonly RosterFile[]): Promise<Roster> {
  const files = new Map<string, RosterFile>();
  for (const file of sent) {
    if (isZip(file.bytes) && !file.name.toLowerCase().endsWith(".xlsx")) {
      let total = 0;
      let entries: Record<string, Uint8Array>;
      try {
        entries = unzipSync(file.bytes, {
          filter: (entry) => {
            total += entry.originalSize;
            return entry.name.toLowerCase().endsWith(".csv") && !entry.name.startsWith("__MACOSX");
          },
        });
      } catch {
        return empty({ file: file.name, line: 0, code: "unreadableFile" });
      }
      if (total > ROSTER_MAX_UNPACKED_BYTES)
        return empty({ file: file.name, line: 0, code: "unreadableFile" });
      for (const [path, bytes] of Object.entries(entries)) {
        const name = baseName(path);
        files.set(name.toLowerCase(), { name, bytes });
      }
    } else {
      const name = baseName(file.name);
      files.set(name.toLowerCase(), { name, bytes: file.bytes });
    }
  }
  const roster = await readFormat(files);
  roster.issues.push(...checkRoster(roster));
  roster.issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return roster;
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
