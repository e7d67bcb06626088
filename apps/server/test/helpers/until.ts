/** Waits for a state (`check` true), looking every 20 ms for at most `timeoutMs`: never a fixed delay. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'the awaited state'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
