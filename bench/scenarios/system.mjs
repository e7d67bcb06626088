// Health check: what a load balancer calls every few seconds.
export default {
  scenarios: [{ name: 'health', method: 'GET', path: '/api/health', ceilingSql: 'select 1' }],
};
