/**
 * Command-line arguments for the operators' scripts, read with node's
 * util.parseArgs in strict mode: an unknown or misspelled flag, a missing
 * value or an unexpected positional argument is an error that prints what
 * was wrong and the usage, and exits 2. `--help` prints the usage and exits 0.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The parsed arguments; on a mistake, the message and usage on stderr and exit code 2. */
export function cliArguments<const T extends Options>(
  usage: string,
  options: T,
  { allowPositionals = false, args = process.argv.slice(2) } = {},
) {
  try {
    const parsed = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals,
      strict: true,
    });
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (!code.startsWith('ERR_PARSE_ARGS_')) throw error;
    return usageError(usage, (error as Error).message);
  }
}

/** Prints what was wrong and the usage, and exits 2 (the shell's "misused" code). */
export function usageError(usage: string, problem: string): never {
  console.error(`${problem}\n\n${usage}`);
  process.exit(2);
}

/** A flag's value as a positive number, or a usage error naming the flag. */
export function positiveNumber(
  usage: string,
  name: string,
  value: string | undefined,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number <= 0)
    usageError(usage, `--${name} needs a positive number, not "${value}"`);
  return number;
}
