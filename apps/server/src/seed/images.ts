import sharp from 'sharp';
import type { CategoryId } from '@market/shared';
import { createRandom, type Random } from './random.js';

/**
 * Demo pictures drawn as SVG and rasterised by sharp: no bundled assets, no network.
 * Every drawing takes a seed, so a gig's pictures are the same on every run and differ between gigs.
 */

const font = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

/** Escapes text for SVG character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Breaks text into lines of at most maxChars (a long word gets a line of its own); at most maxLines, the last one ellipsised. */
export function wrapText(text: string, maxChars: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].replace(/[.,;:]?$/, '')}…`;
    return kept;
  }
  return lines;
}

type Palette = { from: string; to: string; accent: string; light: string };

const palettes: Record<CategoryId, Palette> = {
  graphic_design01: { from: '#6d28d9', to: '#db2777', accent: '#fbbf24', light: '#f5f3ff' },
  digital_marketing02: { from: '#0284c7', to: '#6366f1', accent: '#facc15', light: '#eff6ff' },
  writing_translation03: { from: '#0f766e', to: '#14b8a6', accent: '#fde68a', light: '#f0fdfa' },
  video_animation04: { from: '#111827', to: '#7c3aed', accent: '#f43f5e', light: '#f5f3ff' },
  music_audio05: { from: '#1e1b4b', to: '#c026d3', accent: '#22d3ee', light: '#fdf4ff' },
  programming_tech: { from: '#0f172a', to: '#1d4ed8', accent: '#34d399', light: '#eff6ff' },
  business07: { from: '#1f2937', to: '#0d9488', accent: '#f59e0b', light: '#f0fdfa' },
  lifestyle08: { from: '#f97316', to: '#db2777', accent: '#fef3c7', light: '#fff7ed' },
  data09: { from: '#064e3b', to: '#0891b2', accent: '#a3e635', light: '#ecfeff' },
  photography: { from: '#292524', to: '#b45309', accent: '#fcd34d', light: '#fffbeb' },
};

const f = (n: number) => n.toFixed(1);

/** The category's emblem, drawn around (cx, cy) within about s pixels. */
function motif(cat: CategoryId, r: Random, p: Palette, cx: number, cy: number, s: number): string {
  const out: string[] = [];
  switch (cat) {
    case 'graphic_design01': {
      out.push(`<circle cx="${f(cx - s * 0.18)}" cy="${f(cy - s * 0.08)}" r="${f(s * (0.24 + r.next() * 0.06))}" fill="${p.accent}" opacity="0.95"/>`);
      out.push(
        `<rect x="${f(cx - s * 0.05)}" y="${f(cy - s * 0.12)}" width="${f(s * 0.38)}" height="${f(s * 0.38)}" rx="${f(s * 0.04)}" fill="#ffffff" opacity="0.88" transform="rotate(${r.int(-20, 20)} ${f(cx + s * 0.14)} ${f(cy + s * 0.07)})"/>`,
      );
      out.push(`<polygon points="${f(cx - s * 0.38)},${f(cy + s * 0.38)} ${f(cx - s * 0.12)},${f(cy + s * 0.02)} ${f(cx + s * 0.1)},${f(cy + s * 0.38)}" fill="${p.to}" stroke="#ffffff" stroke-width="4" opacity="0.9"/>`);
      // A pen-tool curve with its anchor points and handles.
      const [x1, y1, x2, y2] = [cx - s * 0.45, cy - s * 0.35, cx + s * 0.45, cy - s * 0.3];
      const [hx1, hy1, hx2, hy2] = [cx - s * 0.1, cy - s * (0.75 + r.next() * 0.2), cx + s * 0.1, cy + s * 0.1];
      out.push(`<path d="M${f(x1)} ${f(y1)} C${f(hx1)} ${f(hy1)} ${f(hx2)} ${f(hy2)} ${f(x2)} ${f(y2)}" fill="none" stroke="#ffffff" stroke-width="5"/>`);
      out.push(`<path d="M${f(x1)} ${f(y1)} L${f(hx1)} ${f(hy1)} M${f(x2)} ${f(y2)} L${f(hx2)} ${f(hy2)}" stroke="#ffffff" stroke-width="2" opacity="0.7"/>`);
      for (const [x, y] of [[x1, y1], [x2, y2]]) out.push(`<rect x="${f(x - 9)}" y="${f(y - 9)}" width="18" height="18" fill="${p.from}" stroke="#ffffff" stroke-width="3"/>`);
      for (const [x, y] of [[hx1, hy1], [hx2, hy2]]) out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="7" fill="#ffffff"/>`);
      break;
    }
    case 'digital_marketing02': {
      const bars = 5;
      const bw = (s * 0.8) / bars;
      let h = s * (0.15 + r.next() * 0.1);
      const points: string[] = [];
      for (let i = 0; i < bars; i++) {
        const x = cx - s * 0.4 + i * bw;
        out.push(`<rect x="${f(x + 6)}" y="${f(cy + s * 0.4 - h)}" width="${f(bw - 12)}" height="${f(h)}" rx="6" fill="#ffffff" opacity="${f(0.55 + i * 0.09)}"/>`);
        points.push(`${f(x + bw / 2)},${f(cy + s * 0.4 - h - 28)}`);
        h += s * (0.08 + r.next() * 0.08);
      }
      out.push(`<polyline points="${points.join(' ')}" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`);
      const [lx, ly] = points[points.length - 1].split(',').map(Number);
      out.push(`<polygon points="${f(lx + 26)},${f(ly - 22)} ${f(lx - 6)},${f(ly - 20)} ${f(lx + 16)},${f(ly + 8)}" fill="${p.accent}"/>`);
      out.push(`<circle cx="${f(cx - s * 0.3)}" cy="${f(cy - s * 0.3)}" r="${f(s * 0.12)}" fill="none" stroke="${p.accent}" stroke-width="14" stroke-dasharray="${f(s * 0.5)} ${f(s * 0.3)}"/>`);
      break;
    }
    case 'writing_translation03': {
      const angle = r.int(-9, -3);
      out.push(`<g transform="rotate(${angle} ${f(cx)} ${f(cy)})">`);
      out.push(`<rect x="${f(cx - s * 0.32)}" y="${f(cy - s * 0.42)}" width="${f(s * 0.64)}" height="${f(s * 0.84)}" rx="10" fill="#ffffff"/>`);
      out.push(`<rect x="${f(cx - s * 0.24)}" y="${f(cy - s * 0.34)}" width="${f(s * 0.36)}" height="14" rx="7" fill="${p.from}"/>`);
      for (let i = 0; i < 9; i++) {
        const w = s * (0.3 + r.next() * 0.18);
        out.push(`<rect x="${f(cx - s * 0.24)}" y="${f(cy - s * 0.22 + i * s * 0.065)}" width="${f(w)}" height="8" rx="4" fill="#cbd5e1"/>`);
      }
      out.push('</g>');
      out.push(
        `<g transform="rotate(35 ${f(cx + s * 0.3)} ${f(cy)})"><rect x="${f(cx + s * 0.26)}" y="${f(cy - s * 0.4)}" width="${f(s * 0.09)}" height="${f(s * 0.62)}" rx="6" fill="${p.accent}"/><polygon points="${f(cx + s * 0.26)},${f(cy + s * 0.22)} ${f(cx + s * 0.35)},${f(cy + s * 0.22)} ${f(cx + s * 0.305)},${f(cy + s * 0.34)}" fill="#334155"/></g>`,
      );
      out.push(`<text x="${f(cx - s * 0.48)}" y="${f(cy - s * 0.3)}" font-family="${font}" font-size="${f(s * 0.16)}" font-weight="700" fill="${p.accent}">Aa</text>`);
      break;
    }
    case 'video_animation04': {
      const y = cy - s * 0.2;
      out.push(`<rect x="${f(cx - s * 0.5)}" y="${f(y)}" width="${f(s)}" height="${f(s * 0.42)}" fill="#0b0b12" opacity="0.85" transform="rotate(${r.int(-8, -2)} ${f(cx)} ${f(cy)})"/>`);
      for (let i = 0; i < 10; i++) {
        const x = cx - s * 0.47 + i * s * 0.1;
        out.push(`<rect x="${f(x)}" y="${f(y + 8)}" width="${f(s * 0.05)}" height="12" rx="2" fill="#ffffff" opacity="0.8" transform="rotate(${r.int(-8, -2)} ${f(cx)} ${f(cy)})"/>`);
      }
      out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.26)}" fill="#ffffff"/>`);
      out.push(`<polygon points="${f(cx - s * 0.08)},${f(cy - s * 0.13)} ${f(cx - s * 0.08)},${f(cy + s * 0.13)} ${f(cx + s * 0.14)},${f(cy)}" fill="${p.accent}"/>`);
      out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.34)}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.5"/>`);
      break;
    }
    case 'music_audio05': {
      const n = 17;
      const phase = r.next() * 6;
      for (let i = 0; i < n; i++) {
        const h = s * (0.12 + 0.55 * Math.abs(Math.sin(i * 0.55 + phase)) * (0.6 + r.next() * 0.4));
        const x = cx - s * 0.5 + i * (s / n);
        out.push(`<rect x="${f(x)}" y="${f(cy + s * 0.1 - h / 2)}" width="${f(s / n - 6)}" height="${f(h)}" rx="${f((s / n - 6) / 2)}" fill="${i % 4 === 0 ? p.accent : '#ffffff'}" opacity="0.9"/>`);
      }
      const nx = cx + s * 0.18;
      const ny = cy - s * 0.28;
      out.push(
        `<g fill="${p.accent}"><ellipse cx="${f(nx)}" cy="${f(ny + s * 0.12)}" rx="16" ry="12"/><ellipse cx="${f(nx + s * 0.2)}" cy="${f(ny + s * 0.08)}" rx="16" ry="12"/><rect x="${f(nx + 11)}" y="${f(ny - s * 0.2)}" width="6" height="${f(s * 0.32)}"/><rect x="${f(nx + s * 0.2 + 11)}" y="${f(ny - s * 0.24)}" width="6" height="${f(s * 0.32)}"/><polygon points="${f(nx + 11)},${f(ny - s * 0.2)} ${f(nx + s * 0.2 + 17)},${f(ny - s * 0.24)} ${f(nx + s * 0.2 + 17)},${f(ny - s * 0.17)} ${f(nx + 11)},${f(ny - s * 0.13)}"/></g>`,
      );
      break;
    }
    case 'programming_tech': {
      const [x, y, w, h] = [cx - s * 0.48, cy - s * 0.36, s * 0.96, s * 0.72];
      out.push(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="14" fill="#0b1220" opacity="0.92"/>`);
      ['#f87171', '#fbbf24', '#34d399'].forEach((c, i) => out.push(`<circle cx="${f(x + 22 + i * 20)}" cy="${f(y + 20)}" r="6" fill="${c}"/>`));
      const colours = [p.accent, '#60a5fa', '#f472b6', '#e2e8f0', '#fbbf24'];
      for (let i = 0; i < 8; i++) {
        const indent = [0, 1, 2, 2, 1, 2, 1, 0][i] * 22;
        const lw = s * (0.15 + r.next() * 0.4);
        const step = (h - 60) / 8;
        out.push(`<rect x="${f(x + 24 + indent)}" y="${f(y + 44 + i * step)}" width="${f(Math.min(lw, w - 60 - indent))}" height="${f(step * 0.55)}" rx="${f(step * 0.27)}" fill="${r.pick(colours)}"/>`);
      }
      out.push(`<text x="${f(x + w - 20)}" y="${f(y + h + s * 0.02)}" text-anchor="end" font-family="${font}" font-size="${f(s * 0.2)}" font-weight="700" fill="${p.accent}">&lt;/&gt;</text>`);
      break;
    }
    case 'business07': {
      const rr = s * 0.27;
      const [px, py] = [cx - s * 0.18, cy - s * 0.08];
      let start = -Math.PI / 2;
      const shares = [0.4 + r.next() * 0.15, 0.2 + r.next() * 0.1];
      shares.push(1 - shares[0] - shares[1]);
      const fills = [p.accent, '#ffffff', p.to];
      shares.forEach((share, i) => {
        const end = start + share * Math.PI * 2;
        const large = share > 0.5 ? 1 : 0;
        const off = i === 0 ? 10 : 0;
        const mid = (start + end) / 2;
        const ox = px + Math.cos(mid) * off;
        const oy = py + Math.sin(mid) * off;
        out.push(
          `<path d="M${f(ox)} ${f(oy)} L${f(ox + Math.cos(start) * rr)} ${f(oy + Math.sin(start) * rr)} A${f(rr)} ${f(rr)} 0 ${large} 1 ${f(ox + Math.cos(end) * rr)} ${f(oy + Math.sin(end) * rr)} Z" fill="${fills[i]}" stroke="${p.from}" stroke-width="3"/>`,
        );
        start = end;
      });
      const [bx, by, bw, bh] = [cx + s * 0.02, cy + s * 0.08, s * 0.46, s * 0.32];
      out.push(`<rect x="${f(bx + bw * 0.32)}" y="${f(by - 22)}" width="${f(bw * 0.36)}" height="30" rx="8" fill="none" stroke="#ffffff" stroke-width="7"/>`);
      out.push(`<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" rx="12" fill="#ffffff"/>`);
      out.push(`<rect x="${f(bx)}" y="${f(by + bh * 0.38)}" width="${f(bw)}" height="8" fill="${p.from}" opacity="0.5"/>`);
      out.push(`<rect x="${f(bx + bw / 2 - 12)}" y="${f(by + bh * 0.3)}" width="24" height="22" rx="4" fill="${p.accent}"/>`);
      break;
    }
    case 'lifestyle08': {
      const [sx, sy] = [cx + s * 0.22, cy - s * 0.22];
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        out.push(`<line x1="${f(sx + Math.cos(a) * s * 0.17)}" y1="${f(sy + Math.sin(a) * s * 0.17)}" x2="${f(sx + Math.cos(a) * s * 0.25)}" y2="${f(sy + Math.sin(a) * s * 0.25)}" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>`);
      }
      out.push(`<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(s * 0.13)}" fill="${p.accent}"/>`);
      const [hx, hy, k] = [cx - s * 0.12, cy + s * 0.05, s * 0.0062 * (0.9 + r.next() * 0.2)];
      out.push(
        `<path transform="translate(${f(hx)} ${f(hy)}) scale(${k.toFixed(4)})" d="M0 30 C0 -10 -50 -20 -50 15 C-50 45 -15 60 0 80 C15 60 50 45 50 15 C50 -20 0 -10 0 30 Z" fill="#ffffff"/>`,
      );
      for (let i = 0; i < 3; i++) {
        const lx = cx - s * 0.42 + i * s * 0.12;
        out.push(`<ellipse cx="${f(lx)}" cy="${f(cy + s * 0.35)}" rx="${f(s * 0.05)}" ry="${f(s * 0.14)}" fill="#ffffff" opacity="0.65" transform="rotate(${-30 + i * 25} ${f(lx)} ${f(cy + s * 0.42)})"/>`);
      }
      break;
    }
    case 'data09': {
      const [gx, gy] = [cx - s * 0.5, cy - s * 0.4];
      for (let row = 0; row < 5; row++)
        for (let col = 0; col < 3; col++)
          out.push(`<rect x="${f(gx + col * s * 0.15)}" y="${f(gy + row * s * 0.1)}" width="${f(s * 0.14)}" height="${f(s * 0.09)}" fill="#ffffff" opacity="${row === 0 ? 0.95 : 0.45 + r.next() * 0.3}"/>`);
      const [ox, oy] = [cx, cy + s * 0.42];
      out.push(`<line x1="${f(ox)}" y1="${f(oy)}" x2="${f(ox + s * 0.5)}" y2="${f(oy)}" stroke="#ffffff" stroke-width="4"/><line x1="${f(ox)}" y1="${f(oy)}" x2="${f(ox)}" y2="${f(oy - s * 0.5)}" stroke="#ffffff" stroke-width="4"/>`);
      for (let i = 0; i < 14; i++) {
        const t = r.next();
        out.push(`<circle cx="${f(ox + 14 + t * s * 0.44)}" cy="${f(oy - 14 - (t * 0.7 + r.next() * 0.3) * s * 0.42)}" r="${r.int(5, 9)}" fill="${p.accent}"/>`);
      }
      out.push(`<circle cx="${f(cx - s * 0.28)}" cy="${f(cy + s * 0.28)}" r="${f(s * 0.12)}" fill="none" stroke="${p.accent}" stroke-width="16" stroke-dasharray="${f(s * 0.45)} ${f(s * 0.3)}"/>`);
      break;
    }
    case 'photography': {
      const [bx, by, bw, bh] = [cx - s * 0.45, cy - s * 0.25, s * 0.9, s * 0.58];
      out.push(`<rect x="${f(bx + bw * 0.1)}" y="${f(by - s * 0.1)}" width="${f(bw * 0.28)}" height="${f(s * 0.14)}" rx="8" fill="#1c1917"/>`);
      out.push(`<rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" rx="22" fill="#1c1917"/>`);
      out.push(`<rect x="${f(bx + bw * 0.76)}" y="${f(by + 16)}" width="${f(bw * 0.14)}" height="18" rx="4" fill="${p.accent}"/>`);
      const [lx, ly] = [cx, by + bh / 2];
      [0.25, 0.2, 0.14, 0.07].forEach((k, i) =>
        out.push(`<circle cx="${f(lx)}" cy="${f(ly)}" r="${f(s * k)}" fill="${['#e7e5e4', '#292524', p.to, '#0c0a09'][i]}"/>`),
      );
      out.push(`<circle cx="${f(lx - s * 0.05)}" cy="${f(ly - s * 0.05)}" r="${f(s * 0.025)}" fill="#ffffff" opacity="0.8"/>`);
      out.push(
        `<g transform="rotate(${r.int(6, 14)} ${f(cx + s * 0.42)} ${f(cy + s * 0.3)})"><rect x="${f(cx + s * 0.28)}" y="${f(cy + s * 0.12)}" width="${f(s * 0.28)}" height="${f(s * 0.32)}" fill="#ffffff"/><rect x="${f(cx + s * 0.3)}" y="${f(cy + s * 0.14)}" width="${f(s * 0.24)}" height="${f(s * 0.22)}" fill="${p.accent}"/><polygon points="${f(cx + s * 0.3)},${f(cy + s * 0.36)} ${f(cx + s * 0.4)},${f(cy + s * 0.24)} ${f(cx + s * 0.54)},${f(cy + s * 0.36)}" fill="${p.from}"/></g>`,
      );
      break;
    }
  }
  return out.join('');
}

/** Soft background decoration: a few translucent circles. */
function bubbles(r: Random, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++)
    out += `<circle cx="${r.int(0, w)}" cy="${r.int(0, h)}" r="${r.int(40, 180)}" fill="#ffffff" opacity="${(0.04 + r.next() * 0.07).toFixed(2)}"/>`;
  return out;
}

function gradient(id: string, from: string, to: string, angle: number): string {
  const a = (angle * Math.PI) / 180;
  const [x1, y1] = [50 - Math.cos(a) * 50, 50 - Math.sin(a) * 50];
  const [x2, y2] = [50 + Math.cos(a) * 50, 50 + Math.sin(a) * 50];
  return `<linearGradient id="${id}" x1="${f(x1)}%" y1="${f(y1)}%" x2="${f(x2)}%" y2="${f(y2)}%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export const COVER_WIDTH = 800;
export const COVER_HEIGHT = 500;

/** A gig's cover: category gradient, emblem, the short title and a category label. */
export function coverSvg(o: { cat: CategoryId; categoryTitle: string; title: string; seller: string; seed: number }): string {
  const r = createRandom(o.seed);
  const p = palettes[o.cat];
  const [W, H] = [COVER_WIDTH, COVER_HEIGHT];
  const lines = wrapText(o.title, 17, 3);
  const size = 46;
  const textTop = H - 56 - lines.length * (size + 8);
  const label = o.categoryTitle.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${gradient('bg', p.from, p.to, r.int(10, 70))}<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${bubbles(r, W, H, 6)}
${motif(o.cat, r, p, 585 + r.int(-20, 20), 215 + r.int(-15, 15), 300)}
<rect width="${W}" height="${H}" fill="url(#shade)"/>
<rect x="40" y="36" width="${f(label.length * 12.4 + 34)}" height="38" rx="19" fill="#ffffff" opacity="0.92"/>
<text x="57" y="61" font-family="${font}" font-size="16" font-weight="700" letter-spacing="1" fill="${p.from}">${escapeXml(label)}</text>
${lines.map((l, i) => `<text x="40" y="${textTop + (i + 1) * (size + 8) - 8}" font-family="${font}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`).join('\n')}
<text x="42" y="${H - 26}" font-family="${font}" font-size="18" fill="#ffffff" opacity="0.85">by ${escapeXml(o.seller)}</text>
</svg>`;
}

/** A gallery picture: a portfolio-style sample in one of three layouts. */
export function gallerySvg(o: { cat: CategoryId; title: string; index: number; seed: number }): string {
  const r = createRandom(o.seed);
  const p = palettes[o.cat];
  const [W, H] = [COVER_WIDTH, COVER_HEIGHT];
  const caption = `${o.title} · sample ${o.index + 1}`;
  const layout = (o.index + o.seed) % 3;
  let body: string;
  if (layout === 0) {
    // A browser window showing the work.
    body = `<rect width="${W}" height="${H}" fill="${p.light}"/>${bubbles(r, W, H, 4).replaceAll('#ffffff', p.to)}
<rect x="70" y="40" width="660" height="380" rx="16" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>
<rect x="70" y="40" width="660" height="40" rx="16" fill="#e2e8f0"/><rect x="70" y="64" width="660" height="16" fill="#e2e8f0"/>
${['#f87171', '#fbbf24', '#34d399'].map((c, i) => `<circle cx="${96 + i * 20}" cy="60" r="6" fill="${c}"/>`).join('')}
<rect x="170" y="50" width="420" height="20" rx="10" fill="#ffffff"/>
<rect x="90" y="96" width="620" height="306" rx="10" fill="url(#bg)"/>
${motif(o.cat, r, p, 400, 250, 250)}`;
  } else if (layout === 1) {
    // Three tiles with variations of the emblem.
    body = `<rect width="${W}" height="${H}" fill="#0f172a"/>
${[0, 1, 2].map((i) => `<rect x="${40 + i * 245}" y="60" width="225" height="340" rx="18" fill="url(#bg)" opacity="${1 - i * 0.12}"/>${motif(o.cat, r, p, 152 + i * 245, 230, 170)}`).join('\n')}`;
  } else {
    // One large emblem on the gradient with a patterned band.
    body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>${bubbles(r, W, H, 8)}
${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 52}" y="0" width="26" height="${H}" fill="#ffffff" opacity="0.035"/>`).join('')}
${motif(o.cat, r, p, 400, 215, 330)}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${gradient('bg', p.from, p.to, r.int(0, 90))}</defs>
${body}
<rect x="0" y="${H - 64}" width="${W}" height="64" fill="#0f172a" opacity="0.78"/>
<text x="30" y="${H - 24}" font-family="${font}" font-size="22" font-weight="700" fill="#ffffff">${escapeXml(wrapText(caption, 60, 1)[0])}</text>
</svg>`;
}

/** Two-letter initials of a name ('Ayesha Khan' -> 'AK'). */
export function initialsOf(name: string): string {
  const parts = name.split(/[\s_.-]+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** A 256x256 avatar: initials on the person's colour. */
export function avatarSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs>${gradient('bg', color, '#0f172a', 60).replace('stop-color="#0f172a"', 'stop-color="#0f172a" stop-opacity="0.35"')}</defs>
<rect width="256" height="256" fill="${color}"/><rect width="256" height="256" fill="url(#bg)" opacity="0.6"/>
<circle cx="214" cy="40" r="90" fill="#ffffff" opacity="0.08"/><circle cx="30" cy="236" r="70" fill="#ffffff" opacity="0.06"/>
<text x="128" y="164" text-anchor="middle" font-family="${font}" font-size="104" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(name))}</text>
</svg>`;
}

const demoStamp = (x: number, y: number, size: number, angle: number) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="${font}" font-size="${size}" font-weight="700" fill="#dc2626" opacity="0.28" transform="rotate(${angle} ${x} ${y})">DEMO</text>`;

const silhouette = (cx: number, top: number, k: number, fill: string) =>
  `<circle cx="${cx}" cy="${f(top + 40 * k)}" r="${f(32 * k)}" fill="${fill}"/><path d="M${f(cx - 62 * k)} ${f(top + 150 * k)} C${f(cx - 60 * k)} ${f(top + 90 * k)} ${f(cx + 60 * k)} ${f(top + 90 * k)} ${f(cx + 62 * k)} ${f(top + 150 * k)} Z" fill="${fill}"/>`;

export type KycPerson = { name: string; cnic: string; birthdate: string; address: string; iban: string; bankName: string };

/** Front of a specimen identity card, clearly marked DEMO. */
export function idCardFrontSvg(person: KycPerson): string {
  const rows: [string, string][] = [
    ['Name', person.name],
    ['Country of Stay', 'Pakistan'],
    ['Identity Number', person.cnic],
    ['Date of Birth', person.birthdate.split('-').reverse().join('.')],
    ['Date of Expiry', '31.12.2032'],
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">
<defs>${gradient('bg', '#d1fae5', '#a7f3d0', 30)}</defs>
<rect width="856" height="540" rx="28" fill="url(#bg)"/>
${Array.from({ length: 12 }, (_, i) => `<circle cx="600" cy="300" r="${40 + i * 26}" fill="none" stroke="#047857" stroke-width="1.5" opacity="0.12"/>`).join('')}
<rect width="856" height="92" rx="28" fill="#065f46"/><rect y="60" width="856" height="32" fill="#065f46"/>
<text x="40" y="56" font-family="${font}" font-size="30" font-weight="700" fill="#ffffff">DEMO NATIONAL IDENTITY CARD</text>
<text x="816" y="56" text-anchor="end" font-family="${font}" font-size="18" fill="#a7f3d0">SPECIMEN</text>
<rect x="40" y="124" width="200" height="250" rx="12" fill="#ecfdf5" stroke="#047857" stroke-width="2"/>
${silhouette(140, 150, 1.3, '#94a3b8')}
${rows.map(([k, v], i) => `<text x="280" y="${150 + i * 60}" font-family="${font}" font-size="17" fill="#047857">${escapeXml(k)}</text><text x="280" y="${176 + i * 60}" font-family="${font}" font-size="26" font-weight="700" fill="#0f172a">${escapeXml(v)}</text>`).join('\n')}
<path d="M60 440 c20 -30 40 20 60 -5 s30 -20 50 5 s25 10 40 -10" fill="none" stroke="#1e3a8a" stroke-width="3"/>
<text x="60" y="480" font-family="${font}" font-size="15" fill="#065f46">Holder's signature</text>
<text x="428" y="515" text-anchor="middle" font-family="${font}" font-size="16" font-weight="700" fill="#b91c1c">DEMO DATA · NOT A REAL DOCUMENT</text>
${demoStamp(560, 380, 170, -18)}
</svg>`;
}

/** Back of the specimen identity card: address, barcode, DEMO stamp. */
export function idCardBackSvg(person: KycPerson, seed: number): string {
  const r = createRandom(seed);
  let bars = '';
  for (let x = 60; x < 796; ) {
    const w = r.int(2, 7);
    bars += `<rect x="${x}" y="400" width="${w}" height="80" fill="#0f172a"/>`;
    x += w + r.int(2, 6);
  }
  let qr = '';
  for (let i = 0; i < 12; i++) for (let j = 0; j < 12; j++) if (r.chance(0.5)) qr += `<rect x="${640 + i * 12}" y="${130 + j * 12}" width="12" height="12" fill="#0f172a"/>`;
  const address = wrapText(person.address, 34, 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">
<rect width="856" height="540" rx="28" fill="#ecfdf5"/>
<rect x="0" y="0" width="856" height="70" rx="28" fill="#065f46"/><rect y="40" width="856" height="30" fill="#065f46"/>
<text x="40" y="46" font-family="${font}" font-size="22" font-weight="700" fill="#ffffff">DEMO IDENTITY CARD · BACK</text>
<text x="40" y="120" font-family="${font}" font-size="17" fill="#047857">Present Address</text>
${address.map((l, i) => `<text x="40" y="${156 + i * 34}" font-family="${font}" font-size="24" font-weight="700" fill="#0f172a">${escapeXml(l)}</text>`).join('')}
<text x="40" y="300" font-family="${font}" font-size="17" fill="#047857">Identity Number</text>
<text x="40" y="334" font-family="${font}" font-size="26" font-weight="700" fill="#0f172a">${escapeXml(person.cnic)}</text>
<rect x="628" y="118" width="168" height="168" fill="none" stroke="#0f172a" stroke-width="4"/>${qr}
${bars}
<text x="428" y="515" text-anchor="middle" font-family="${font}" font-size="16" font-weight="700" fill="#b91c1c">DEMO DATA · NOT A REAL DOCUMENT</text>
${demoStamp(430, 320, 170, -14)}
</svg>`;
}

/** A 'live selfie' placeholder: a figure holding a card, marked DEMO (rendered as JPEG like a camera photo). */
export function selfieSvg(person: KycPerson): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
<defs>${gradient('bg', '#fde68a', '#fca5a5', 80)}</defs>
<rect width="600" height="800" fill="url(#bg)"/>
<rect x="0" y="520" width="600" height="280" fill="#fbbf24" opacity="0.35"/>
<rect x="380" y="90" width="150" height="200" rx="8" fill="#ffffff" opacity="0.5"/>
<rect x="262" y="390" width="76" height="90" fill="#92400e"/>
<path d="M110 800 C110 560 490 560 490 800 Z" fill="#1d4ed8"/>
<path d="M262 470 L300 530 L338 470 Z" fill="#ffffff"/>
<ellipse cx="300" cy="290" rx="108" ry="128" fill="#b45309"/>
<path d="M192 280 C180 150 420 140 410 280 C400 210 350 190 300 196 C250 190 205 210 192 280 Z" fill="#1c1917"/>
<ellipse cx="260" cy="292" rx="11" ry="13" fill="#1c1917"/><ellipse cx="340" cy="292" rx="11" ry="13" fill="#1c1917"/>
<path d="M296 300 Q290 330 304 334" fill="none" stroke="#78350f" stroke-width="4" stroke-linecap="round"/>
<path d="M262 356 Q300 384 338 356" fill="none" stroke="#7f1d1d" stroke-width="6" stroke-linecap="round"/>
<rect x="320" y="540" width="200" height="126" rx="10" fill="#a7f3d0" stroke="#065f46" stroke-width="4" transform="rotate(-8 420 603)"/>
<text x="420" y="610" text-anchor="middle" font-family="${font}" font-size="20" font-weight="700" fill="#065f46" transform="rotate(-8 420 603)">ID CARD</text>
<ellipse cx="338" cy="650" rx="34" ry="42" fill="#b45309"/>
<rect x="20" y="20" width="260" height="44" rx="22" fill="#0f172a" opacity="0.75"/>
<circle cx="46" cy="42" r="9" fill="#ef4444"/>
<text x="64" y="50" font-family="${font}" font-size="20" font-weight="700" fill="#ffffff">LIVE SELFIE</text>
<text x="300" y="760" text-anchor="middle" font-family="${font}" font-size="22" font-weight="700" fill="#ffffff">${escapeXml(person.name)} · DEMO</text>
${demoStamp(300, 470, 150, -20)}
</svg>`;
}

/** A bank cheque placeholder showing the account title and IBAN, marked DEMO. */
export function bankChequeSvg(person: KycPerson): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="400" viewBox="0 0 900 400">
<defs>${gradient('bg', '#eff6ff', '#dbeafe', 20)}</defs>
<rect width="900" height="400" rx="12" fill="url(#bg)" stroke="#1e3a8a" stroke-width="3"/>
${Array.from({ length: 30 }, (_, i) => `<line x1="${i * 32}" y1="0" x2="${i * 32 - 200}" y2="400" stroke="#1e40af" opacity="0.05" stroke-width="8"/>`).join('')}
<text x="36" y="56" font-family="${font}" font-size="28" font-weight="700" fill="#1e3a8a">${escapeXml(person.bankName)}</text>
<text x="864" y="56" text-anchor="end" font-family="${font}" font-size="18" fill="#1e3a8a">Date ____ / ____ / ______</text>
<text x="36" y="120" font-family="${font}" font-size="20" fill="#1e3a8a">Pay</text><line x1="86" y1="122" x2="864" y2="122" stroke="#1e3a8a" stroke-width="1.5"/>
<text x="36" y="170" font-family="${font}" font-size="20" fill="#1e3a8a">Rupees</text><line x1="116" y1="172" x2="640" y2="172" stroke="#1e3a8a" stroke-width="1.5"/>
<rect x="670" y="140" width="194" height="44" fill="#ffffff" stroke="#1e3a8a" stroke-width="2"/><text x="684" y="170" font-family="${font}" font-size="20" fill="#1e3a8a">Rs.</text>
<text x="36" y="232" font-family="${font}" font-size="16" fill="#1e3a8a">Account title</text>
<text x="36" y="260" font-family="${font}" font-size="24" font-weight="700" fill="#0f172a">${escapeXml(person.name)}</text>
<text x="36" y="300" font-family="${font}" font-size="16" fill="#1e3a8a">IBAN</text>
<text x="36" y="330" font-family="monospace" font-size="26" font-weight="700" fill="#0f172a">${escapeXml(person.iban.replace(/(.{4})/g, '$1 ').trim())}</text>
<path d="M640 300 c15 -40 35 10 55 -12 s25 -25 45 0 s30 8 50 -14" fill="none" stroke="#1e3a8a" stroke-width="3"/>
<line x1="620" y1="330" x2="864" y2="330" stroke="#1e3a8a" stroke-width="1.5"/><text x="742" y="352" text-anchor="middle" font-family="${font}" font-size="15" fill="#1e3a8a">Signature</text>
<text x="450" y="388" text-anchor="middle" font-family="${font}" font-size="15" font-weight="700" fill="#b91c1c">DEMO CHEQUE · NOT NEGOTIABLE · NOT A REAL ACCOUNT</text>
${demoStamp(450, 270, 160, -10)}
</svg>`;
}

/** A one-page task brief: the title and the task text, like a scanned handout. */
export function taskBriefSvg(title: string, text: string): string {
  const lines = wrapText(text, 46, 14);
  const H = Math.max(480, 360 + lines.length * 36);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="${H}" viewBox="0 0 700 ${H}">
<rect width="700" height="${H}" fill="#f8fafc"/>
<rect x="40" y="40" width="620" height="${H - 80}" fill="#ffffff" stroke="#e2e8f0" stroke-width="2"/>
<rect x="40" y="40" width="620" height="110" fill="#1d4ed8"/>
<text x="76" y="92" font-family="${font}" font-size="18" fill="#bfdbfe" letter-spacing="2">TASK BRIEF</text>
<text x="76" y="128" font-family="${font}" font-size="32" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
${lines.map((l, i) => `<text x="76" y="${210 + i * 36}" font-family="${font}" font-size="22" fill="#1e293b">${escapeXml(l)}</text>`).join('\n')}
<rect x="76" y="${250 + lines.length * 36}" width="548" height="2" fill="#e2e8f0"/>
<text x="76" y="${290 + lines.length * 36}" font-family="${font}" font-size="18" fill="#64748b">Questions? Reply in the task thread. Demo content.</text>
</svg>`;
}

/** Rasterises an SVG to WebP; effort 2 encodes about twice as fast as the default for a few percent more bytes. */
export const toWebp = (svg: string, quality = 78): Promise<Buffer> => sharp(Buffer.from(svg)).webp({ quality, effort: 2 }).toBuffer();

/** Rasterises an SVG to JPEG. */
export const toJpeg = (svg: string, quality = 80): Promise<Buffer> => sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
