// The contact form: one insert. It is limited per e-mail address (and per client address past a
// ceiling), so each request comes from its own address with its own e-mail address.
export default {
  scenarios: [
    {
      name: 'contact form',
      method: 'POST',
      path: '/api/conversation',
      body: { name: 'Bench Client', email: 'bench+{turn}@example.com', phone: '+92 300 1234567', message: 'A question about a logo for my shop.' },
      expectStatus: 201,
      distinctClients: true,
      turnInBody: true,
      ceilingSql: 'insert into contact_messages (id, name, email, phone, message, ip) values (gen_random_uuid(), $1, $2, $3, $4, $5) returning id',
      ceilingParams: () => ['Bench Client', 'bench@example.com', '+92 300 1234567', 'A question about a logo for my shop.', '10.0.0.1'],
    },
  ],
};
