import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// The Urdu build's catalogues, module by module (decision 0152). Every English text module of the
// shared package (packages/shared/src/X.ts) has its Urdu twin at packages/shared/src/ur/X.ts, exporting
// the same names. In the Urdu builds this plugin writes each twin into its English object right after
// the object is declared, so the object is Urdu before anything reads it: the schemas built further
// down the same module carry Urdu messages, and a page loads the Urdu of only the catalogues it uses
// (loading them all first, as one table, made the Urdu home load twice the English one's script).

const sharedSource = fileURLToPath(new URL('../../../packages/shared/src/', import.meta.url));
const urduSource = join(sharedSource, 'ur');
const applyModule = join(sharedSource, 'i18n', 'apply.ts');

/** The names a twin exports (`export const accountTexts: Translation<...> = {`). */
const exportedNames = (source: string): string[] => [...source.matchAll(/^export const (\w+)\s*:/gm)].map((m) => m[1]!);

/** The Urdu twin of an English module of the shared package, if it has one. */
function twinOf(id: string): string | undefined {
  const file = id.split('?')[0]!;
  if (!file.startsWith(sharedSource) || file.startsWith(urduSource + sep) || !file.endsWith('.ts')) return undefined;
  const path = relative(sharedSource, file);
  // The package's index re-exports the catalogues; ur/index.ts is the Urdu table the server reads.
  if (path === 'index.ts') return undefined;
  const twin = join(urduSource, path);
  return existsSync(twin) ? twin : undefined;
}

type Node = { type: string; start: number; end: number; declaration?: Node | null; declarations?: { id: { type: string; name?: string } }[] };

export function urduCatalogues(): Plugin {
  return {
    name: 'urdu-catalogues',
    // After the TypeScript is stripped, so the module parses as JavaScript.
    enforce: 'post',
    transform(code, id) {
      const twin = twinOf(id);
      if (!twin) return null;
      const names = exportedNames(readFileSync(twin, 'utf8'));
      if (names.length === 0) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      // Where each English object's declaration ends: its translation goes right after it.
      const ends = new Map<string, number>();
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations ?? []) {
          if (declarator.id.type === 'Identifier' && declarator.id.name && names.includes(declarator.id.name)) ends.set(declarator.id.name, statement.end);
        }
      }
      const missing = names.filter((name) => !ends.has(name));
      if (missing.length > 0) this.error(`${relative(sharedSource, twin)} translates ${missing.join(', ')}, which ${relative(sharedSource, id)} does not declare`);
      const insertions = [...ends].sort((a, b) => b[1] - a[1]);
      let out = code;
      for (const [name, end] of insertions) out = `${out.slice(0, end)}\n__applyUrdu(${name}, __urdu.${name});${out.slice(end)}`;
      const imports = `import { applyTranslation as __applyUrdu } from ${JSON.stringify(applyModule)};\nimport * as __urdu from ${JSON.stringify(twin)};\n`;
      return { code: imports + out, map: null };
    },
  };
}
