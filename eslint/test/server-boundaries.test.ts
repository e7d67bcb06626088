import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, on code given as text for a file path that need not exist.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function boundaryErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const inOrders = 'apps/server/src/modules/orders/example.ts';
const use = (what: string) => `export const x = ${what};\n`;

describe('server module boundaries', () => {
  it("refuses another module's internals and allows its index.ts", async () => {
    expect(await boundaryErrors(`import { checkoutGig } from '../gigs/service.js';\n${use('checkoutGig')}`, inOrders)).toEqual([
      expect.stringContaining('only through its index.ts'),
    ]);
    expect(await boundaryErrors(`import { checkoutGig } from '../gigs/index.js';\n${use('checkoutGig')}`, inOrders)).toEqual([]);
  });

  it('leaves a module free inside itself', async () => {
    expect(await boundaryErrors(`import { listOrders } from './service.js';\nimport { canPayOrder } from '../orders/policy.js';\n${use('[listOrders, canPayOrder]')}`, inOrders)).toEqual([]);
  });

  it("refuses another domain's tables, and the barrel of every table", async () => {
    expect(await boundaryErrors(`import { gigs } from '../../db/schema/gigs.js';\n${use('gigs')}`, inOrders)).toEqual([expect.stringContaining('owns only these tables: orders')]);
    expect(await boundaryErrors(`import { users } from '../../db/schema/index.js';\n${use('users')}`, inOrders)).toHaveLength(1);
    expect(await boundaryErrors(`import { domainEvents } from '../../db/schema/platform.js';\n${use('domainEvents')}`, inOrders)).toHaveLength(1);
  });

  it('allows the tables a module owns', async () => {
    expect(await boundaryErrors(`import { orders } from '../../db/schema/orders.js';\n${use('orders')}`, inOrders)).toEqual([]);
    const inMessaging = 'apps/server/src/modules/messaging/example.ts';
    expect(await boundaryErrors(`import { conversations } from '../../db/schema/conversations.js';\nimport { messages } from '../../db/schema/messages.js';\n${use('[conversations, messages]')}`, inMessaging)).toEqual([]);
  });

  it('refuses a module import in plugins, lib, platform and db', async () => {
    for (const dir of ['plugins', 'lib', 'platform', 'db']) {
      expect(await boundaryErrors(`import { findSessionUser } from '../modules/auth/index.js';\n${use('findSessionUser')}`, `apps/server/src/${dir}/example.ts`)).toEqual([
        expect.stringContaining('import no module'),
      ]);
    }
  });

  it('lets the composition root wire the modules', async () => {
    expect(await boundaryErrors(`import { findSessionUser } from './modules/auth/index.js';\n${use('findSessionUser')}`, 'apps/server/src/wiring.ts')).toEqual([]);
  });
});

