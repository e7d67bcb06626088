import { Spinner } from '@/components/ui/spinner';

/** Shown for the moment the first page's code is loading. */
export function AppLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center text-brand-700">
      <Spinner className="scale-150" />
    </div>
  );
}
