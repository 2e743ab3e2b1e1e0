/**
 * Node module hooks that run the backend straight from TypeScript: `.ts`
 * files are transpiled by esbuild as they load (types are only stripped; `tsc`
 * checks them separately), and `./file.js` imports find `./file.ts`.
 *
 * Why our own 50 lines instead of tsx: tsx compiles with esbuild's keepNames,
 * which wraps every function created at run time in a naming helper (about a
 * fifth of a projection rebuild went there), and its CommonJS hooks gave a
 * CommonJS package a second copy of @nestjs/core. See docs/adr/003.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const TSCONFIG = {
  compilerOptions: {
    experimentalDecorators: true,
    useDefineForClassFields: true,
    verbatimModuleSyntax: true,
  },
};

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const parent = context.parentURL;
    if (parent?.startsWith('file:') && /^\.{1,2}\//.test(specifier) && specifier.endsWith('.js')) {
      const typescript = new URL(`${specifier.slice(0, -3)}.ts`, parent);
      if (existsSync(fileURLToPath(typescript)))
        return { url: typescript.href, format: 'module', shortCircuit: true };
    }
    throw error;
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.split('?')[0].endsWith('.ts')) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    // Stack traces need the mappings only; each file's text inside its map cost 7 MiB of heap.
    sourcesContent: false,
    sourcefile: file,
    tsconfigRaw: TSCONFIG,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
