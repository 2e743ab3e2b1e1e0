import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** One thing that must not be found, and the bytes it is looked for as. */
export interface Needle {
  label: string;
  bytes: Buffer;
}

/** A needle for a piece of text, in the encodings a file may hold it in (UTF-8, and UTF-16 for SQLite's other text encoding). */
export function textNeedles(label: string, text: string): Needle[] {
  return [
    { label, bytes: Buffer.from(text, 'utf8') },
    { label: `${label} (utf-16le)`, bytes: Buffer.from(text, 'utf16le') },
  ];
}

/** A key's bytes as they are, and as hex or base64 text (a log or a JSON dump would write it so). */
export function keyNeedles(label: string, key: Buffer): Needle[] {
  return [
    { label, bytes: key },
    { label: `${label} (hex)`, bytes: Buffer.from(key.toString('hex')) },
    { label: `${label} (base64)`, bytes: Buffer.from(key.toString('base64')) },
    { label: `${label} (base64url)`, bytes: Buffer.from(key.toString('base64url')) },
  ];
}

/** Every regular file under `directory`, recursively (hidden ones included). */
export function filesUnder(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(path));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

export interface ScanReport {
  files: string[];
  bytes: number;
  /** `<needle> in <file> at <offset>`, empty when nothing was found. */
  found: string[];
}

/** Reads every byte of every file under `directory` and says where any needle appears. */
export function scanDirectory(directory: string, needles: readonly Needle[]): ScanReport {
  const files = filesUnder(directory);
  const found: string[] = [];
  let bytes = 0;
  for (const file of files) {
    // A file may vanish between listing and reading (a journal deleted at commit): nothing left to hold.
    let content: Buffer;
    try {
      content = readFileSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    bytes += content.length;
    for (const needle of needles) {
      const at = content.indexOf(needle.bytes);
      if (at >= 0) found.push(`${needle.label} in ${relative(directory, file)} at ${at}`);
    }
  }
  return { files: files.map((file) => relative(directory, file)), bytes, found };
}

/** The files under `directory` with their sizes, for a failure message. */
export function listing(directory: string): string {
  return filesUnder(directory)
    .map((file) => {
      // Why: as in scanDirectory, a snapshot's draft may be renamed away between the listing and its stat.
      const size = statSync(file, { throwIfNoEntry: false })?.size;
      return `${relative(directory, file)} (${size === undefined ? 'gone' : `${size} B`})`;
    })
    .join('\n');
}
