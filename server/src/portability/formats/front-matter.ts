import { ImportError } from '../bundle.js';
import { ymd } from './dates.js';

/** What the Markdown export writes at the top of each day's file (docs/export-format.md). */
export interface EntryMeta {
  date: string;
  language: string | null;
  level: string | null;
  timeZone: string;
}

/** `---` front matter of one exported day: simple `key: value` lines, a subset of YAML. */
export function renderFrontMatter(meta: EntryMeta): string {
  const lines = ['---', `date: ${meta.date}`];
  if (meta.language) lines.push(`language: ${yamlString(meta.language)}`);
  if (meta.level) lines.push(`level: ${yamlString(meta.level)}`);
  lines.push(`time_zone: ${yamlString(meta.timeZone)}`, '---', '');
  return lines.join('\n');
}

/** Plain scalars where YAML reads them back unchanged, double-quoted JSON strings otherwise. */
function yamlString(value: string): string {
  return /^[A-Za-z0-9_/+-]+$/.test(value) && !/^(true|false|null|yes|no|on|off|~)$/i.test(value)
    ? value
    : JSON.stringify(value);
}

export interface ParsedFrontMatter {
  meta: Partial<EntryMeta>;
  /** Line number (1-based) where the body starts. */
  bodyLine: number;
  body: string;
}

/** Front matter at the top of `lines`, or null when the file has none. */
export function parseFrontMatter(file: string, lines: string[]): ParsedFrontMatter | null {
  if (lines[0]?.trim() !== '---') return null;
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (end < 0) throw new ImportError('the front matter that starts on line 1 never ends with "---"', file, 1);
  const meta: Partial<EntryMeta> = {};
  for (let i = 1; i < end; i++) {
    const m = lines[i]!.match(/^([A-Za-z_]+):\s*(.*)$/);
    if (!m) {
      if (lines[i]!.trim()) throw new ImportError('expected "key: value" in the front matter', file, i + 1);
      continue;
    }
    const value = unquote(m[2]!.trim(), file, i + 1);
    const key = m[1]!.toLowerCase();
    if (key === 'date') {
      const d = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
      const found = d ? ymd(+d[1]!, +d[2]!, +d[3]!) : { error: `"${value}" is not a YYYY-MM-DD date` };
      if (found && 'error' in found) throw new ImportError(found.error, file, i + 1);
      meta.date = found!.day;
    } else if (key === 'language' && value) {
      if (!/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(value)) {
        throw new ImportError(`"${value}" is not a language code such as es`, file, i + 1);
      }
      meta.language = value;
    } else if (key === 'level' && value) meta.level = value;
    else if (key === 'time_zone' && value) {
      if (!validZone(value)) throw new ImportError(`"${value}" is not a time zone`, file, i + 1);
      meta.timeZone = value;
    }
  }
  return { meta, bodyLine: end + 2, body: lines.slice(end + 1).join('\n') };
}

function unquote(raw: string, file: string, line: number): string {
  if (raw.startsWith('"')) {
    try {
      return String(JSON.parse(raw));
    } catch {
      throw new ImportError('a quoted value is not closed', file, line);
    }
  }
  if (raw.startsWith("'") && raw.endsWith("'") && raw.length > 1) return raw.slice(1, -1).replace(/''/g, "'");
  return raw === '~' || raw === 'null' ? '' : raw;
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
