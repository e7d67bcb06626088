/** The demo accounts the app printed at its first start (see global-setup.ts). */
export function demoAccount(username: string): { username: string; password: string } {
  const accounts = JSON.parse(process.env.E2E_ACCOUNTS ?? '{}') as Record<string, string>;
  const password = accounts[username];
  if (!password) throw new Error(`The app printed no password for ${username}; printed: ${Object.keys(accounts).join(', ') || 'none'}`);
  return { username, password };
}
