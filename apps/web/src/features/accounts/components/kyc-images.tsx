import { accountWebTexts, type PrivateUser } from '@market/shared';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';

type Item = { label: string; src: string | null };
const { images } = accountWebTexts;

/** The five images of a user as thumbnails; a click opens one at full size. */
export function KycImages({ user }: { user: PrivateUser }) {
  const items: Item[] = [
    { label: images.img, src: user.img },
    { label: images.idCardFront, src: user.idCardFront },
    { label: images.idCardBack, src: user.idCardBack },
    { label: images.liveSelfie, src: user.liveSelfie },
    { label: images.bankImg, src: user.bankImg },
  ];
  const [open, setOpen] = useState<Item | null>(null);
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item) => (
          <li key={item.label}>
            <p className="mb-1.5 text-sm font-medium text-slate-700">{item.label}</p>
            {item.src ? (
              <button
                type="button"
                onClick={() => setOpen(item)}
                className="block w-full overflow-hidden rounded-lg ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                aria-label={accountWebTexts.openImage(item.label)}
              >
                <img src={item.src} alt={item.label} className="aspect-[4/3] w-full bg-slate-100 object-cover" />
              </button>
            ) : (
              <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-500 ring-1 ring-slate-200">{accountWebTexts.notProvided}</div>
            )}
          </li>
        ))}
      </ul>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.label ?? ''} size="xl">
        {open?.src ? <img src={open.src} alt={open.label} className="mt-4 max-h-[75vh] w-full rounded-lg object-contain" /> : null}
      </Modal>
    </>
  );
}
