import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { scratchDirectory } from './support.js';

/** The repository this bench runs from. */
export const repositoryRoot = join(import.meta.dirname, '../..');

/** A commit of this repository extracted into a temporary folder, runnable from source as `npm start` runs it. */
export interface OldBuild {
  commit: string;
  root: string;
  /** The `--import` argument for its own TypeScript loader. */
  register: string;
  /** Packages whose installed version differs from the commit's lockfile. */
  lockDifferences: string[];
  remove(): void;
}

/** Why an old build could not be prepared; the bench prints it and measures without it. */
export class OldBuildUnavailable extends Error {}

type Lock = { packages: Record<string, { version?: string; link?: boolean }> };

/**
 * Extracts `commit` with `git archive` (no worktree entry left behind if the
 * bench dies) and gives it this tree's installed packages through symlinks
 * instead of `npm ci`: installing the native modules (better-sqlite3, sharp,
 * argon2) from scratch takes minutes on a loaded machine, and the lockfiles
 * differ in a few overridden packages only, which the caller prints. Workspace
 * links (`@packmeet/*`) are relative, so they point into the extracted tree.
 */
export function prepareOldBuild(commit: string): OldBuild {
  try {
    execFileSync('git', ['-C', repositoryRoot, 'rev-parse', '--verify', `${commit}^{commit}`], {
      stdio: 'ignore',
    });
  } catch {
    throw new OldBuildUnavailable(
      `git finds no commit ${commit} in ${repositoryRoot} (no git, a shallow clone or a copy without history)`,
    );
  }
  const root = scratchDirectory(`build-${commit}`);
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    const archive = execFileSync('git', ['-C', repositoryRoot, 'archive', '--format=tar', commit], {
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
    const old = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lock;
    const current = JSON.parse(
      readFileSync(join(repositoryRoot, 'package-lock.json'), 'utf8'),
    ) as Lock;
    const lockDifferences = Object.entries(old.packages)
      .filter(([path, entry]) => path.includes('node_modules/') && !entry.link)
      .filter(([path, entry]) => current.packages[path]?.version !== entry.version)
      .map(
        ([path, entry]) =>
          `${path.replace(/^.*node_modules\//, '')} ${entry.version} (installed: ${current.packages[path]?.version ?? 'elsewhere or none'})`,
      );
    const workspaces = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces?: string[] }
    ).workspaces;
    for (const workspace of ['.', ...(workspaces ?? [])])
      if (existsSync(join(root, workspace)))
        linkPackages(
          join(repositoryRoot, workspace, 'node_modules'),
          join(root, workspace, 'node_modules'),
        );
    const loader = join(root, 'backend/scripts/register-typescript.mjs');
    if (!existsSync(loader))
      throw new OldBuildUnavailable(`${commit} has no backend/scripts/register-typescript.mjs`);
    return { commit, root, register: pathToFileURL(loader).href, lockDifferences, remove };
  } catch (error) {
    remove();
    if (error instanceof OldBuildUnavailable) throw error;
    throw new OldBuildUnavailable(
      `extracting ${commit} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Mirrors the folder `from` (node_modules or a scope in it) into `target`, one symlink per package. */
function linkPackages(from: string, target: string): void {
  if (!existsSync(from)) return;
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    if (name.startsWith('@') && lstatSync(source).isDirectory()) {
      linkPackages(source, join(target, name));
      continue;
    }
    const link = lstatSync(source).isSymbolicLink() ? readlinkSync(source) : null;
    symlinkSync(link !== null && !isAbsolute(link) ? link : source, join(target, name));
  }
}
