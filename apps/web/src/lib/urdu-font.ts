import regular from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2?url';
import bold from '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-700-normal.woff2?url';
import { safeStorage } from '@/lib/storage';

// Noto Nastaliq Urdu, regular and bold, Arabic-script subset only (about 160 KB a face): the
// unicode-range keeps Latin text (usernames, e-mails, $40, IBANs) in the Latin font. `swap`: the
// text shows at once in the fallback, and in Nastaliq when the face arrives.
const unicodeRange =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';

/** Set once this browser has the faces cached (their addresses change with the font's version). */
const cachedKey = 'urdu-font';

/**
 * Adds the Nastaliq faces, not from the stylesheet (decision 0152): a face the stylesheet names is
 * fetched as the page is first laid out, at the priority of what blocks rendering, and on a slow
 * phone its 300 KB came before the page's first paint and its script. So on a first visit the faces
 * are fetched once the page has loaded (the text shows in the system's Arabic-script font until
 * then); once this browser has them cached, they are added at once.
 */
export function loadUrduFont(): void {
  const faces = (
    [
      ['400', regular],
      ['700', bold],
    ] as const
  ).map(([weight, url]) => new FontFace('Noto Nastaliq Urdu', `url(${url}) format('woff2')`, { weight, display: 'swap', unicodeRange }));
  if (safeStorage.get(cachedKey) === regular) {
    for (const face of faces) document.fonts.add(face);
    return;
  }
  // Both faces fetched, then added together: the page is laid out again in Nastaliq once, not per face.
  const fetchFaces = () =>
    Promise.all(faces.map((face) => face.load())).then(
      () => {
        for (const face of faces) document.fonts.add(face);
        safeStorage.set(cachedKey, regular);
      },
      () => safeStorage.remove(cachedKey),
    );
  if (document.readyState === 'complete') void fetchFaces();
  else window.addEventListener('load', () => void fetchFaces(), { once: true });
}
