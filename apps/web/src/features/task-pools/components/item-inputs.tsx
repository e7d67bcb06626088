import { taskPoolWorkerTexts } from '@market/shared';
import { useState } from 'react';
import { inputValueKind } from '../work-values';

const t = taskPoolWorkerTexts.work;

/** One input's value: text as written, an address as a link, an image's address (of this site) as the image and its link. */
/**
 * Whether the image may be shown here: the pages' content security policy takes images from this
 * site only (img-src 'self'), so another site's image is offered as its link alone, rather than
 * as a picture the browser refuses (with an error in the console).
 */
const showable = (address: string) => new URL(address).origin === window.location.origin;

function InputValue({ name, value }: { name: string; value: string }) {
  const kind = inputValueKind(value);
  // An image that does not load (gone, or not an image after all) leaves its link.
  const [broken, setBroken] = useState(false);
  if (kind === 'text') {
    return (
      <p dir="auto" data-user-content className="break-words whitespace-pre-line text-slate-900">
        {value}
      </p>
    );
  }
  const address = value.trim();
  return (
    <div className="space-y-2">
      {kind === 'image' && !broken && showable(address) ? (
        <img
          src={address}
          alt={t.imageOf(name)}
          referrerPolicy="no-referrer"
          onError={() => setBroken(true)}
          className="max-h-[28rem] max-w-full rounded-lg border border-slate-200 bg-slate-50 object-contain"
        />
      ) : null}
      <a href={address} target="_blank" rel="noopener noreferrer" dir="ltr" className="block text-sm break-all text-brand-700 underline underline-offset-2 hover:no-underline">
        {address}
      </a>
    </div>
  );
}

/** The item: each input by its name with its value. */
export function ItemInputs({ inputs }: { inputs: Record<string, string> }) {
  return (
    <dl className="space-y-4">
      {Object.entries(inputs).map(([name, value]) => (
        <div key={name}>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <bdi data-user-content>{name}</bdi>
          </dt>
          <dd className="mt-1">
            <InputValue name={name} value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
