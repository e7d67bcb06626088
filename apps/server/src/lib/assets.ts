import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

export type Asset = { type: string; identity: Buffer; br?: Buffer; gzip?: Buffer };

/** A built file with the .br and .gz forms the build wrote next to it. */
export function loadAsset(path: string): Asset {
  const optional = (p: string) => (existsSync(p) ? readFileSync(p) : undefined);
  return { type: types[extname(path)] ?? 'application/octet-stream', identity: readFileSync(path), br: optional(`${path}.br`), gzip: optional(`${path}.gz`) };
}

/** Sends a hashed asset in the best encoding the request accepts, cached for a year. */
export function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('content-type', asset.type).header('cache-control', 'public, max-age=31536000, immutable');
  if (!asset.br && !asset.gzip) return reply.send(asset.identity);
  reply.header('vary', 'accept-encoding');
  if (asset.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(asset.br);
  if (asset.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(asset.gzip);
  return reply.send(asset.identity);
}
