/**
 * Whether another running process has this id. Our own id counts as not: a file naming it was left
 * by an earlier process that had the same id (in a container the server is pid 1 on every start).
 */
export function isOtherLiveProcess(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
