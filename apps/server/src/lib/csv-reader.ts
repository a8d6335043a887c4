/**
 * The CSV files a school's system exports, read as they come: UTF-8 with or without a BOM, or Latin-1 (Windows
 * spreadsheets), `,` or `;` between fields (the one the header uses), quoted fields holding quotes and line
 * breaks. A record longer than the limit is refused on its own with its line number, and reading goes on after
 * it: csv-parse, the usual library, stops the whole file at such a record, which would hide every later error.
 *
 * `CsvReader` takes text in chunks of any size (`push`, then `end`), so a caller can feed it from a stream.
 */

/** A record too long to be a row of a roster: the "10 MB lines". */
export const CSV_MAX_RECORD_CHARS = 1024 * 1024;

export type CsvRecord =
  | { line: number; fields: string[]; error?: undefined }
  | { line: number; fields?: undefined; error: "tooLong" | "unclosedQuote" };

export type CsvSeparator = "," | ";";

/**
 * Text from the file's bytes: a UTF-8 BOM is dropped; bytes that are not valid UTF-8 are taken as
 * windows-1252 (the Latin-1 Windows writes), which decodes every byte.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: "utf-8" | "windows-1252" } {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(body), encoding: "utf-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(body), encoding: "windows-1252" };
  }
}

/** The separator the header line uses: the more frequent of `;` and `,` outside quotes (`,` on a tie). */
export function detectSeparator(text: string): CsvSeparator {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && char === ",") commas++;
    else if (!quoted && char === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

export class CsvReader {
  private readonly separator: string;
  private readonly maxRecordChars: number;
  private fields: string[] = [];
  private field = "";
  private quoted = false;
  /** The last character was the closing quote of a quoted field (or the first of a doubled quote). */
  private afterQuote = false;
  private pendingCarriageReturn = false;
  private recordChars = 0;
  private tooLong = false;
  private line = 1;
  private recordLine = 1;
  private empty = true;
  private out: CsvRecord[] = [];

  constructor(separator: CsvSeparator, maxRecordChars = CSV_MAX_RECORD_CHARS) {
    this.separator = separator;
    this.maxRecordChars = maxRecordChars;
  }

  /** Reads a chunk; returns the records it completed. */
  push(chunk: string): CsvRecord[] {
    let at = 0;
    while (at < chunk.length) {
      // Runs of plain characters are copied as one slice; only quotes, separators and line breaks stop it.
      const end = this.quoted ? this.nextQuote(chunk, at) : this.nextSpecial(chunk, at);
      if (end > at) {
        if (!this.quoted) {
          this.afterQuote = false;
          this.empty = false;
        }
        this.pendingCarriageReturn = false;
        this.append(chunk.slice(at, end));
        at = end;
      }
      if (at < chunk.length) this.read(chunk[at] as string);
      at++;
    }
    return this.take();
  }

  /** The next quote or line break of a quoted field (line breaks are counted there), else the end. */
  private nextQuote(chunk: string, from: number): number {
    for (let at = from; at < chunk.length; at++) {
      const code = chunk.charCodeAt(at);
      if (code === 34 || code === 10 || code === 13) return at;
    }
    return chunk.length;
  }

  private nextSpecial(chunk: string, from: number): number {
    const separator = this.separator.charCodeAt(0);
    for (let at = from; at < chunk.length; at++) {
      const code = chunk.charCodeAt(at);
      if (code === separator || code === 34 || code === 10 || code === 13) return at;
    }
    return chunk.length;
  }

  /** The last record, if the text did not end with a line break. */
  end(): CsvRecord[] {
    if (this.quoted) {
      this.out.push({ line: this.recordLine, error: "unclosedQuote" });
      this.reset();
    } else if (!this.empty) {
      this.finishRecord();
    }
    return this.take();
  }

  private take(): CsvRecord[] {
    const records = this.out;
    this.out = [];
    return records;
  }

  private read(char: string): void {
    if (this.pendingCarriageReturn) {
      this.pendingCarriageReturn = false;
      if (char === "\n") return;
    }
    if (this.quoted) {
      if (char === '"') {
        this.quoted = false;
        this.afterQuote = true;
        return;
      }
      if (char === "\n" || char === "\r") {
        // A line break inside a field is kept as "\n", whichever the file used.
        this.line++;
        this.pendingCarriageReturn = char === "\r";
        this.append("\n");
        return;
      }
      this.append(char);
      return;
    }
    if (char === '"') {
      // A doubled quote inside a quoted field is one quote; a quote opening a field starts quoting.
      if (this.afterQuote) this.append('"');
      this.quoted = true;
      this.afterQuote = false;
      this.empty = false;
      return;
    }
    this.afterQuote = false;
    if (char === this.separator) {
      this.empty = false;
      this.fields.push(this.field);
      this.field = "";
      return;
    }
    if (char === "\n" || char === "\r") {
      if (char === "\r") this.pendingCarriageReturn = true;
      if (!this.empty) this.finishRecord();
      this.line++;
      this.recordLine = this.line;
      return;
    }
    this.empty = false;
    this.append(char);
  }

  private append(text: string): void {
    this.recordChars += text.length;
    if (this.tooLong) return;
    if (this.recordChars > this.maxRecordChars) {
      // Kept no further: the record is refused, and its end is still found so reading goes on after it.
      this.tooLong = true;
      this.field = "";
      this.fields = [];
      return;
    }
    this.field += text;
  }

  private finishRecord(): void {
    if (this.tooLong) {
      this.out.push({ line: this.recordLine, error: "tooLong" });
    } else {
      this.fields.push(this.field);
      this.out.push({ line: this.recordLine, fields: this.fields });
    }
    this.reset();
  }

  private reset(): void {
    this.fields = [];
    this.field = "";
    this.quoted = false;
    this.afterQuote = false;
    this.recordChars = 0;
    this.tooLong = false;
    this.empty = true;
  }
}

/** A whole file's records, from its bytes: encoding and separator detected. */
export function readCsv(bytes: Uint8Array, maxRecordChars = CSV_MAX_RECORD_CHARS): CsvRecord[] {
  const { text } = decodeCsvBytes(bytes);
  const reader = new CsvReader(detectSeparator(text), maxRecordChars);
  return [...reader.push(text), ...reader.end()];
}
