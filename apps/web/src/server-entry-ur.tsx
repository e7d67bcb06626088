// The server entry of Urdu pages (built apart, to dist-ssr-ur): the catalogue first, then the same renderer.
import '@/lib/urdu';
export { render, supportMarkers, type RenderedPage } from './server-entry';
