import { supportContactElementId, supportContactOf, supportMarkers, type SupportContact, type SupportSettings } from '@market/shared';
import { jsonForScript } from './page-html.js';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The support details in a page's HTML (decision 0142): each marker a prerendered page was built
 * with is replaced by its configured value, escaped as text; and before </body>, the details as
 * JSON for the web app, which renders (and hydrates) with the same values.
 */
export function withSupport(html: string, settings: SupportSettings): string {
  const contact = supportContactOf(settings);
  let filled = html;
  for (const key of Object.keys(supportMarkers) as Array<keyof SupportContact>) filled = filled.replaceAll(supportMarkers[key], escapeHtml(contact[key]));
  const script = `<script type="application/json" id="${supportContactElementId}">${jsonForScript(contact)}</script>`;
  return filled.replace('</body>', () => `${script}</body>`);
}
