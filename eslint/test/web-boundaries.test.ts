import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, on code given as text for a file path that need not exist.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The no-restricted-imports messages for `code` as if it were the file at `filePath`. */
async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('web feature boundaries', () => {
  const inTasks = 'apps/web/src/features/tasks/components/example.tsx';

  it("refuses a deep import of another feature's file", async () => {
    const errors = await boundaryErrors("import { userQueries } from '@/features/accounts/api';\nexport const q = userQueries;\n", inTasks);
    expect(errors).toEqual([expect.stringContaining('only through its index.ts')]);
  });

  it('allows another feature through its index.ts', async () => {
    expect(await boundaryErrors("import { userQueries } from '@/features/accounts';\nexport const q = userQueries;\n", inTasks)).toEqual([]);
    expect(await boundaryErrors("import { userQueries } from '@/features/accounts/index';\nexport const q = userQueries;\n", inTasks)).toEqual([]);
  });

  it('refuses a re-export from inside another feature', async () => {
    expect(await boundaryErrors("export { BecomeSeller } from '@/features/accounts/components/become-seller';\n", inTasks)).toHaveLength(1);
  });

  it('refuses a relative path into another feature, even to its index', async () => {
    expect(await boundaryErrors("import { userQueries } from '../../accounts/api';\nexport const q = userQueries;\n", inTasks)).toHaveLength(1);
    expect(await boundaryErrors("import { userQueries } from '../../accounts';\nexport const q = userQueries;\n", inTasks)).toHaveLength(1);
    expect(await boundaryErrors("import { userQueries } from '../../../features/accounts';\nexport const q = userQueries;\n", inTasks)).toHaveLength(1);
  });

  it('leaves a feature free inside itself and with the shared code', async () => {
    const code = [
      "import { useTask } from '../api';",
      "import { StatusBadge } from './status-badge';",
      "import { taskQueries } from '@/features/tasks/api';",
      "import { Button } from '@/components/ui/button';",
      "import { formatDate } from '@/lib/format';",
      "import { taskTexts } from '@market/shared';",
      'export const all = [useTask, StatusBadge, taskQueries, Button, formatDate, taskTexts];',
      '',
    ].join('\n');
    expect(await boundaryErrors(code, inTasks)).toEqual([]);
  });

  it('does not apply to the shell, which loads pages lazily and may import them directly', async () => {
    expect(await boundaryErrors("import Page from '@/features/tasks/pages/task-list-page';\nexport default Page;\n", 'apps/web/src/app/example.tsx')).toEqual([]);
  });
});

describe('shared package boundary', () => {
  const inShared = 'packages/shared/src/example.ts';

  it('refuses imports from the apps', async () => {
    expect(await boundaryErrors("import { formatDate } from '../../../apps/web/src/lib/format';\nexport const f = formatDate;\n", inShared)).toEqual([
      expect.stringContaining('may not import from apps/web or apps/server'),
    ]);
    expect(await boundaryErrors("import { env } from '../../../apps/server/src/config';\nexport const e = env;\n", inShared)).toHaveLength(1);
    expect(await boundaryErrors("import { cn } from '@/lib/cn';\nexport const c = cn;\n", inShared)).toHaveLength(1);
  });

  it('allows its own modules and its dependencies', async () => {
    expect(await boundaryErrors("import { z } from 'zod';\nimport { texts } from './texts.js';\nexport const all = [z, texts];\n", inShared)).toEqual([]);
  });
});
