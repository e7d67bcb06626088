// What a browser downloads first. The ceiling answers the same bytes and headers from memory.
const browser = { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' };

export default {
  scenarios: [
    { name: 'index.html', method: 'GET', path: '/', headers: browser, ceiling: 'same-bytes' },
    { name: 'entry script', method: 'GET', path: (ctx) => ctx.entryScript, headers: browser, ceiling: 'same-bytes' },
  ],
};
